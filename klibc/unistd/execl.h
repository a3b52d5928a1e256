/* SPDX-License-Identifier: MIT */
/* execl.h: the one body of execl, execle, execlp and execlpe. */
#ifndef _KLIBC_EXECL_H
#define _KLIBC_EXECL_H

#include <stdarg.h>

#define EXECL_PATH	1	/* search $PATH (execlp, execlpe) */
#define EXECL_ENV	2	/* the environment follows the NULL */

/*
 * Turn the argument list that starts with arg0 and continues in ap into
 * an array on the stack, and run file with it.
 */
int __execl(const char *file, const char *arg0, va_list ap, int how);

#endif
