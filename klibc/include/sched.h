/* sched.h: scheduling and process creation flags. */
#ifndef _SCHED_H
#define _SCHED_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <linux/sched.h>

__extern int sched_yield(void);

#endif
