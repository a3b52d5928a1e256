/* SPDX-License-Identifier: MIT */
/* __tempname.h: unique names for mkstemp() and mkdtemp(). */
#ifndef _KLIBC_TEMPNAME_H
#define _KLIBC_TEMPNAME_H

/*
 * Try names made by replacing the trailing "XXXXXX" of template with
 * random letters and digits, calling make(name) on each until it returns
 * something other than -1 with errno EEXIST; returns what make returned.
 * A template without the suffix fails with EINVAL.  When every try finds
 * a file, the template is given back its X's and errno is EEXIST.
 */
int __tempname(char *template, int (*make)(const char *));

#endif
