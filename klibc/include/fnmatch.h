/* SPDX-License-Identifier: MIT */
/* fnmatch.h: shell wildcard matching of file names. */
#ifndef _FNMATCH_H
#define _FNMATCH_H

#include <klibc/compiler.h>

/* The values are glibc's and Debian's klibc's: programs built on either work. */
#define FNM_PATHNAME	0x01	/* '/' is matched only by '/' */
#define FNM_NOESCAPE	0x02	/* backslash is an ordinary character */
#define FNM_PERIOD	0x04	/* a leading '.' is matched only by '.' */
#define FNM_LEADING_DIR	0x08	/* a match may be followed by "/anything" */
#define FNM_CASEFOLD	0x10	/* upper and lower case are the same */
#define FNM_FILE_NAME	FNM_PATHNAME

#define FNM_NOMATCH	1
#define FNM_NOSYS	(-1)

__extern int fnmatch(const char *, const char *, int);

#endif
