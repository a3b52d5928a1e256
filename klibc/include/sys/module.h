/* SPDX-License-Identifier: MIT */
/* sys/module.h: loading and removing kernel modules. */
#ifndef _SYS_MODULE_H
#define _SYS_MODULE_H

#include <klibc/compiler.h>

#define MODULE_INIT_IGNORE_MODVERSIONS	1
#define MODULE_INIT_IGNORE_VERMAGIC	2
#define MODULE_INIT_COMPRESSED_FILE	4

__extern int init_module(void *, unsigned long, const char *);
__extern int finit_module(int, const char *, int);
__extern int delete_module(const char *, unsigned int);

#endif
