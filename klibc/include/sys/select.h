/* SPDX-License-Identifier: MIT */
/* sys/select.h: synchronous I/O multiplexing. */
#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <klibc/archconfig.h>
#include <klibc/timeval.h>

#define FD_SETSIZE	1024
#define __NFDBITS	(8 * sizeof(unsigned long))

typedef struct {
	unsigned long fds_bits[FD_SETSIZE / __NFDBITS];
} fd_set;

#define FD_ZERO(s)	__builtin_memset((s), 0, sizeof(fd_set))
#define FD_SET(fd, s)	((s)->fds_bits[(fd) / __NFDBITS] |= 1UL << ((fd) % __NFDBITS))
#define FD_CLR(fd, s)	((s)->fds_bits[(fd) / __NFDBITS] &= ~(1UL << ((fd) % __NFDBITS)))
#define FD_ISSET(fd, s)	(((s)->fds_bits[(fd) / __NFDBITS] >> ((fd) % __NFDBITS)) & 1)

struct timespec;
__extern int select(int, fd_set *, fd_set *, fd_set *, struct timeval *);
__extern int pselect(int, fd_set *, fd_set *, fd_set *, const struct timespec *,
		     const sigset_t *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/time.h>
#include <signal.h>

#endif
