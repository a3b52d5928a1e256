/* SPDX-License-Identifier: MIT */
/* sched.h: scheduling and process creation flags. */
#ifndef _SCHED_H
#define _SCHED_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <linux/sched.h>

/* glibc's name for the kernel's SCHED_NORMAL. */
#define SCHED_OTHER	SCHED_NORMAL

struct sched_param {
	int sched_priority;
};

__extern int sched_yield(void);
__extern int sched_setscheduler(pid_t, int, const struct sched_param *);
/* klibc's prototypes: a CPU mask of the given size in bytes. */
__extern int sched_setaffinity(pid_t, unsigned int, unsigned long *);
__extern int sched_getaffinity(pid_t, unsigned int, unsigned long *);

#endif
