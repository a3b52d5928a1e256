/* SPDX-License-Identifier: MIT */
/* strings.h: BSD string functions. */
#ifndef _STRINGS_H
#define _STRINGS_H

#include <klibc/compiler.h>
#include <stddef.h>

__extern int strcasecmp(const char *, const char *);
__extern int strncasecmp(const char *, const char *, size_t);
__extern void bzero(void *, size_t);
__extern int bcmp(const void *, const void *, size_t);
__extern void bcopy(const void *, void *, size_t);
__extern char *index(const char *, int);
__extern char *rindex(const char *, int);
__extern int ffs(int);
__extern int ffsl(long);
__extern int ffsll(long long);

#endif
