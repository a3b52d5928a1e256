/* SPDX-License-Identifier: MIT */
/*
 * klibc/timeval.h: struct timeval, defined once for <sys/select.h>,
 * <sys/time.h> and <time.h>, and their peace with the kernel's
 * <linux/time.h>.
 *
 * <linux/time.h> defines struct timespec, timeval, itimerspec, itimerval
 * and timezone itself, with the kernel's old time_t (32 bits on 32-bit
 * machines, where ours is 64), and the clock and timer names.  Debian's
 * klibc uses the kernel's, so a program may include both in any order.
 * Here the kernel's header is read once under other names for its
 * structures: it then adds nothing when the program includes it, and its
 * CLOCK_*, ITIMER_* and TIMER_ABSTIME are ours.  When the program
 * included it first, its structures are taken where their layout is ours
 * (64-bit machines), and refused where it is not.
 */
#ifndef _KLIBC_TIMEVAL_H
#define _KLIBC_TIMEVAL_H

#include <sys/types.h>

#ifdef _LINUX_TIME_H
# if __SIZEOF_LONG__ != 8
#  error "<linux/time.h> before the C library's time headers: its time_t is 32 bits, ours 64; include <time.h> first"
# endif
# define _KLIBC_KERNEL_TIME_STRUCTS 1
#else
# define timespec	__klibc_kernel_timespec
# define timeval	__klibc_kernel_timeval
# define itimerspec	__klibc_kernel_itimerspec
# define itimerval	__klibc_kernel_itimerval
# define timezone	__klibc_kernel_timezone
# include <linux/time.h>
# undef timespec
# undef timeval
# undef itimerspec
# undef itimerval
# undef timezone
#endif

#ifndef _KLIBC_KERNEL_TIME_STRUCTS
struct timeval {
	time_t		tv_sec;
	suseconds_t	tv_usec;
};
#endif

#endif
