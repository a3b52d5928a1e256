/* SPDX-License-Identifier: MIT */
/* sys/types.h: the system's data types; time_t and off_t are 64 bits. */
#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H

#include <klibc/compiler.h>
#include <stddef.h>
#include <stdint.h>

/* size_t's signed twin (the compiler's size_t: unsigned int on 32-bit machines). */
typedef __klibc_word_t	ssize_t;
typedef int64_t		off_t;
typedef int64_t		loff_t;
typedef int64_t		off64_t;
typedef int		pid_t;
typedef unsigned int	uid_t;
typedef unsigned int	gid_t;
typedef unsigned int	id_t;
typedef unsigned int	mode_t;
typedef uint64_t	dev_t;
typedef uint64_t	ino_t;
typedef uint32_t	nlink_t;
typedef int32_t		blksize_t;
typedef int64_t		blkcnt_t;
typedef uint64_t	fsblkcnt_t;
typedef uint64_t	fsfilcnt_t;
typedef int64_t		time_t;
/* sparc64's kernel keeps microseconds in an int: its archconfig.h says so. */
#ifndef __KLIBC_SUSECONDS_T
# define __KLIBC_SUSECONDS_T	int64_t
#endif
typedef __KLIBC_SUSECONDS_T	suseconds_t;
typedef uint32_t	useconds_t;
typedef int		clockid_t;
typedef long		clock_t;
typedef int		key_t;
typedef void		*timer_t;
typedef unsigned char	u_char;
typedef unsigned short	u_short;
typedef unsigned int	u_int;
typedef unsigned long	u_long;
typedef unsigned int	uint;
typedef unsigned long	ulong;
typedef char		*caddr_t;

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/sysmacros.h>

#endif
