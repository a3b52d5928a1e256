/* SPDX-License-Identifier: MIT */
/* sys/resource.h: resource limits and usage. */
#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/time.h>
#include <linux/posix_types.h>

typedef uint64_t rlim_t;

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

/*
 * The kernel's RLIMIT_ numbers, which mips and sparc order differently.
 * Its RLIM_INFINITY is for the old calls; prlimit64 takes all ones.
 */
#include <asm/resource.h>
#undef RLIM_INFINITY
#define RLIM_INFINITY	(~0ULL)
#define RLIMIT_NLIMITS	RLIM_NLIMITS

#define RUSAGE_SELF	0
#define RUSAGE_CHILDREN	(-1)
#define PRIO_PROCESS	0
#define PRIO_PGRP	1
#define PRIO_USER	2

__extern int getrlimit(int, struct rlimit *);
__extern int setrlimit(int, const struct rlimit *);
__extern int prlimit64(pid_t, int, const struct rlimit *, struct rlimit *);
__extern int getrusage(int, struct rusage *);
__extern int getpriority(int, int);
__extern int setpriority(int, int, int);

/* As Debian's klibc has it (programs written for it rely on this). */
#ifndef PRIO_MIN
# define PRIO_MIN	(-20)
#endif
#ifndef PRIO_MAX
# define PRIO_MAX	20
#endif
#ifndef RUSAGE_THREAD
# define RUSAGE_THREAD	1
#endif
#ifndef RUSAGE_BOTH
# define RUSAGE_BOTH	(-2)
#endif
#ifndef RLIM64_INFINITY
# define RLIM64_INFINITY	(~0ULL)
#endif

#endif
