/* SPDX-License-Identifier: MIT */
/* sys/splice.h: moving data through pipes without copying it out. */
#ifndef _SYS_SPLICE_H
#define _SYS_SPLICE_H

#include <klibc/compiler.h>
#include <sys/types.h>

#define SPLICE_F_MOVE		1	/* move pages, do not copy */
#define SPLICE_F_NONBLOCK	2	/* do not block on the pipe */
#define SPLICE_F_MORE		4	/* more data follows */
#define SPLICE_F_GIFT		8	/* vmsplice: the pages are given away */

__extern ssize_t splice(int, off_t *, int, off_t *, size_t, unsigned int);
__extern ssize_t tee(int, int, size_t, unsigned int);

#endif
