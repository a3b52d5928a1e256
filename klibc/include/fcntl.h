/* SPDX-License-Identifier: MIT */
/* fcntl.h: file control; open() always uses 64-bit offsets. */
#ifndef _FCNTL_H
#define _FCNTL_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <klibc/seek.h>

/*
 * The kernel's O_ and F_ constants, which differ by architecture.  Its
 * struct flock uses the kernel's long offsets; ours is the 64-bit one, so
 * the kernel's names are kept out of the way.
 */
#define flock	__kernel_flock
#define flock64	__kernel_flock64
/* mips's asm/fcntl.h tests __BITS_PER_LONG before anything defines it. */
#include <asm/bitsperlong.h>
#include <asm/fcntl.h>
/* The rest of the kernel's: F_DUPFD_CLOEXEC, F_SETPIPE_SZ, DN_*, seals, AT_*. */
#include <linux/fcntl.h>
#undef flock
#undef flock64

struct flock {
	short l_type;
	short l_whence;
	off_t l_start;
	off_t l_len;
	pid_t l_pid;
};
#define flock64 flock

#if _KLIBC_BITS == 32
/* On 32-bit architectures only the *64 commands take a 64-bit struct flock. */
# undef F_GETLK
# undef F_SETLK
# undef F_SETLKW
# define F_GETLK	F_GETLK64
# define F_SETLK	F_SETLK64
# define F_SETLKW	F_SETLKW64
#endif

#ifndef O_LARGEFILE
# define O_LARGEFILE	0
#endif
#define O_SEARCH	O_PATH
#define O_EXEC		O_PATH
#define O_RSYNC		O_SYNC
#ifndef O_ASYNC
# define O_ASYNC	FASYNC
#endif
/* O_NDELAY is O_NONBLOCK; sparc64's header gives the old SunOS bit alone. */
#undef O_NDELAY
#define O_NDELAY	O_NONBLOCK
#ifndef O_ACCMODE
# define O_ACCMODE	3
#endif

#define AT_FDCWD		-100
#define AT_SYMLINK_NOFOLLOW	0x100
#define AT_EACCESS		0x200
#define AT_REMOVEDIR		0x200
#define AT_SYMLINK_FOLLOW	0x400
#define AT_NO_AUTOMOUNT		0x800
#define AT_EMPTY_PATH		0x1000
#define AT_STATX_SYNC_AS_STAT	0x0000

#define POSIX_FADV_NORMAL	0
#define POSIX_FADV_RANDOM	1
#define POSIX_FADV_SEQUENTIAL	2
#define POSIX_FADV_WILLNEED	3

__extern int open(const char *, int, ...);
__extern int openat(int, const char *, int, ...);
__extern int creat(const char *, mode_t);
__extern int fcntl(int, int, ...);
__extern int fallocate(int, int, off_t, off_t);
__extern int posix_fallocate(int, off_t, off_t);

#endif
