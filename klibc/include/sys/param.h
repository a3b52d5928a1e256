/* SPDX-License-Identifier: MIT */
/* sys/param.h: old-style system parameters. */
#ifndef _SYS_PARAM_H
#define _SYS_PARAM_H

#include <limits.h>

#define MAXPATHLEN	PATH_MAX
#define MAXHOSTNAMELEN	HOST_NAME_MAX
#define NOFILE		256
#define NGROUPS		32
#define HZ		100
#define EXEC_PAGESIZE	_KLIBC_PAGE_SIZE
#define MIN(a, b)	(((a) < (b)) ? (a) : (b))
#define MAX(a, b)	(((a) > (b)) ? (a) : (b))
#define howmany(x, y)	(((x) + ((y) - 1)) / (y))
#define roundup(x, y)	((((x) + ((y) - 1)) / (y)) * (y))

/* As Debian's klibc has it (programs written for it rely on this). */
#ifndef NOGROUP
# define NOGROUP		(-1)
#endif

#endif
