/* sys/resource.h: resource limits and usage. */
#ifndef _SYS_RESOURCE_H
#define _SYS_RESOURCE_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/time.h>

typedef uint64_t rlim_t;

struct rlimit {
	rlim_t rlim_cur;
	rlim_t rlim_max;
};

/* The kernel's rusage: times as two longs, then fourteen longs. */
struct rusage {
	struct { long tv_sec, tv_usec; } __ru_utime, __ru_stime;
	long ru_maxrss, ru_ixrss, ru_idrss, ru_isrss, ru_minflt, ru_majflt,
	     ru_nswap, ru_inblock, ru_oublock, ru_msgsnd, ru_msgrcv,
	     ru_nsignals, ru_nvcsw, ru_nivcsw;
};
#define ru_utime __ru_utime
#define ru_stime __ru_stime

#define RLIM_INFINITY	(~0ULL)
#define RLIMIT_CPU	0
#define RLIMIT_FSIZE	1
#define RLIMIT_DATA	2
#define RLIMIT_STACK	3
#define RLIMIT_CORE	4
#define RLIMIT_RSS	5
#define RLIMIT_NPROC	6
#define RLIMIT_NOFILE	7
#define RLIMIT_MEMLOCK	8
#define RLIMIT_AS	9
#define RLIMIT_LOCKS	10
#define RLIMIT_SIGPENDING 11
#define RLIMIT_MSGQUEUE	12
#define RLIMIT_NICE	13
#define RLIMIT_RTPRIO	14
#define RLIMIT_RTTIME	15
#define RLIMIT_NLIMITS	16

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

#endif
