/* SPDX-License-Identifier: MIT */
/* syslog_state.h: what openlog() sets up and the other log functions use. */
#ifndef _KLIBC_SYSLOG_STATE_H
#define _KLIBC_SYSLOG_STATE_H

#include <syslog.h>

#define SYSLOG_IDENT_MAX	64

struct __syslog_state {
	int fd;				/* /dev/kmsg once opened, or -1 */
	int opt;			/* LOG_PID, LOG_CONS, ... */
	int facility;			/* for priorities that name none */
	int mask;			/* LOG_MASK bits of the levels to log */
	char ident[SYSLOG_IDENT_MAX];	/* empty: the program's name */
};

extern struct __syslog_state __syslog;

/* Opens /dev/kmsg if it is not open yet; returns the descriptor or -1. */
extern int __syslog_open(void);

#endif
