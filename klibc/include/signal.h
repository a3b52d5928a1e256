/* SPDX-License-Identifier: MIT */
/* signal.h: signals; sigset_t is the kernel's signal set. */
#ifndef _SIGNAL_H
#define _SIGNAL_H

#include <klibc/compiler.h>
#include <klibc/archconfig.h>
#include <sys/types.h>

struct timespec;
typedef int sig_atomic_t;
typedef void (*sighandler_t)(int);
typedef sighandler_t __sighandler_t;

#define SIG_DFL	((sighandler_t)0)
#define SIG_IGN	((sighandler_t)1)
#define SIG_ERR	((sighandler_t)-1)

/* One more than the highest signal number (BSD's name, which shells use). */
#ifndef NSIG
#define NSIG	_NSIG
#endif

#define sa_handler	_u._sa_handler
#define sa_sigaction	_u._sa_sigaction

union sigval {
	int sival_int;
	void *sival_ptr;
};

/*
 * The kernel's siginfo: 128 bytes; archconfig.h gives the order of the
 * first three fields (__KLIBC_SIGINFO_HEAD), which MIPS swaps.
 */
typedef struct siginfo {
	__KLIBC_SIGINFO_HEAD
	union {
		/* the rest of 128 bytes, after 8-byte alignment on 64-bit */
		int __pad[(128 - (sizeof(void *) == 8 ? 16 : 12)) / sizeof(int)];
		struct {
			pid_t __pid;
			uid_t __uid;
			union {
				int __status;
				union sigval __value;
			} __u;
		} __kill;
		struct {
			void *__addr;
		} __fault;
	} __f;
} siginfo_t;
#define si_pid		__f.__kill.__pid
#define si_uid		__f.__kill.__uid
#define si_status	__f.__kill.__u.__status
#define si_value	__f.__kill.__u.__value
#define si_addr		__f.__fault.__addr

#define SI_USER		0
#define SI_KERNEL	0x80
#define SI_QUEUE	-1
#define CLD_EXITED	1
#define CLD_KILLED	2
#define CLD_DUMPED	3
#define CLD_TRAPPED	4
#define CLD_STOPPED	5
#define CLD_CONTINUED	6

/* stack_t, like sigset_t and struct sigaction, comes from archconfig.h. */
#define SS_ONSTACK	1
#define SS_DISABLE	2


/* The description of each signal below SIGRTMIN, as strsignal() gives it. */
__extern const char *const sys_siglist[_NSIG];
/* Each one's name without "SIG" ("HUP"), as Debian's klibc has it. */
__extern const char *const sys_sigabbrev[_NSIG];

__extern int sigemptyset(sigset_t *);
__extern int sigfillset(sigset_t *);
__extern int sigaddset(sigset_t *, int);
__extern int sigdelset(sigset_t *, int);
__extern int sigismember(const sigset_t *, int);
__extern int sigisemptyset(const sigset_t *);
__extern int sigaction(int, const struct sigaction *, struct sigaction *);
__extern int sigprocmask(int, const sigset_t *, sigset_t *);
__extern int sigpending(sigset_t *);
__extern int sigsuspend(const sigset_t *);
__extern int sigtimedwait(const sigset_t *, siginfo_t *, const struct timespec *);
__extern int sigwaitinfo(const sigset_t *, siginfo_t *);
__extern int sigwait(const sigset_t *, int *);
__extern int sigaltstack(const stack_t *, stack_t *);
__extern sighandler_t signal(int, sighandler_t);
__extern sighandler_t sysv_signal(int, sighandler_t);
__extern sighandler_t bsd_signal(int, sighandler_t);
__extern int siginterrupt(int, int);
__extern int raise(int);
__extern int kill(pid_t, int);
__extern int killpg(pid_t, int);
__extern int tgkill(pid_t, pid_t, int);
__extern void psignal(int, const char *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <string.h>
#include <limits.h>

/* As Debian's klibc has it (programs written for it rely on this). */
#ifndef SA_UNSUPPORTED
# define SA_UNSUPPORTED		0x00000400
#endif
#ifndef SA_EXPOSE_TAGBITS
# define SA_EXPOSE_TAGBITS	0x00000800
#endif

#endif
