/* SPDX-License-Identifier: MIT */
/* sys/resource.h: resource limits and usage. */
#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/time.h>
#include <linux/posix_types.h>

typedef uint64_t rlim_t;

/*
 * The kernel's <linux/resource.h> defines struct rlimit and rusage with
 * its longs (32 bits on 32-bit machines, where rlim_t and the times are
 * 64 bits here) and the RUSAGE_, PRIO_ and RLIMIT_ names.  As with
 * <linux/time.h> (klibc/timeval.h), it is read once under other names
 * for the two structures, and taken as it is where it came first and its
 * layout is ours.
 */
#ifdef _LINUX_RESOURCE_H
# if __SIZEOF_LONG__ != 8
#  error "<linux/resource.h> before <sys/resource.h>: its rlim_t is 32 bits, ours 64; include <sys/resource.h> first"
# endif
# define _KLIBC_KERNEL_RESOURCE_STRUCTS 1
#else
# define rlimit	__klibc_kernel_rlimit
# define rusage	__klibc_kernel_rusage
# include <linux/resource.h>
# undef rlimit
# undef rusage
#endif

#ifndef _KLIBC_KERNEL_RESOURCE_STRUCTS
struct rlimit {
	rlim_t rlim_cur;
	rlim_t rlim_max;
};

/*
 * The kernel's rusage: times as two longs (sparc64 keeps microseconds in
 * an int), then fourteen longs.
 */
struct rusage {
	struct {
		long tv_sec;
		__kernel_suseconds_t tv_usec;
	} __ru_utime, __ru_stime;
	long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt,
	     ru_nswap, ru_inblock, ru_oublock, ru_msgsnd, ru_msgrcv,
	     ru_nsignals, ru_nvcsw, ru_nivcsw;
};
#define ru_utime __ru_utime
#define ru_stime __ru_stime
#endif

/*
 * RUSAGE_*, PRIO_* and the RLIMIT_ numbers (which mips and sparc order
 * differently): the kernel's.  Its RLIM_INFINITY is for the old calls;
 * prlimit64 takes all ones.
 */
#undef RLIM_INFINITY
#define RLIM_INFINITY	(~0ULL)
#define RLIMIT_NLIMITS	RLIM_NLIMITS

__extern int getrlimit(int, struct rlimit *);
__extern int setrlimit(int, const struct rlimit *);
__extern int prlimit64(pid_t, int, const struct rlimit *, struct rlimit *);
__extern int getrusage(int, struct rusage *);
__extern int getpriority(int, int);
__extern int setpriority(int, int, int);

#endif
