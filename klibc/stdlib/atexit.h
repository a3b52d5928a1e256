/* SPDX-License-Identifier: MIT */
/* atexit.h: hooks that exit() runs when the program links them in. */
#ifndef _KLIBC_ATEXIT_H
#define _KLIBC_ATEXIT_H

/* Runs and forgets the functions given to atexit() and on_exit(). */
extern void __atexit_run(int) __attribute__((weak));
/* Flushes every open stdio stream. */
extern void __stdio_exit(void) __attribute__((weak));

#endif
