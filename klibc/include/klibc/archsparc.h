/* SPDX-License-Identifier: MIT */
/*
 * klibc/archsparc.h: what SPARC kernels (32- and 64-bit alike) do their
 * own way: signal numbers, flags and masks (instead of
 * <klibc/sigdefault.h>), and the socket flags, which follow sparc's
 * O_NONBLOCK and O_CLOEXEC.  The sparc and sparc64 archconfig.h include
 * it.
 */
#ifndef _KLIBC_ARCHSPARC_H
#define _KLIBC_ARCHSPARC_H

#define SIGHUP		1
#define SIGINT		2
#define SIGQUIT		3
#define SIGILL		4
#define SIGTRAP		5
#define SIGABRT		6
#define SIGIOT		6
#define SIGEMT		7
#define SIGFPE		8
#define SIGKILL		9
#define SIGBUS		10
#define SIGSEGV		11
#define SIGSYS		12
#define SIGUNUSED	12
#define SIGPIPE		13
#define SIGALRM		14
#define SIGTERM		15
#define SIGURG		16
#define SIGSTOP		17
#define SIGTSTP		18
#define SIGCONT		19
#define SIGCHLD		20
#define SIGCLD		SIGCHLD
#define SIGTTIN		21
#define SIGTTOU		22
#define SIGIO		23
#define SIGPOLL		SIGIO
#define SIGXCPU		24
#define SIGXFSZ		25
#define SIGVTALRM	26
#define SIGPROF		27
#define SIGWINCH	28
#define SIGLOST		29
#define SIGPWR		SIGLOST
#define SIGUSR1		30
#define SIGUSR2		31
#define SIGRTMIN	32
#define SIGRTMAX	64
#define _NSIG		65

#define SA_ONSTACK	0x00000001
#define SA_RESTART	0x00000002
#define SA_RESETHAND	0x00000004
#define SA_NOCLDSTOP	0x00000008
#define SA_NODEFER	0x00000020
#define SA_NOCLDWAIT	0x00000100
#define SA_SIGINFO	0x00000200
#define SA_NOMASK	SA_NODEFER
#define SA_ONESHOT	SA_RESETHAND

#define SIG_BLOCK	1
#define SIG_UNBLOCK	2
#define SIG_SETMASK	4

#define MINSIGSTKSZ	4096
#define SIGSTKSZ	16384

/* The kernel's sigset: one bit per signal 1..64. */
typedef struct {
	unsigned long __bits[64 / (8 * sizeof(unsigned long))];
} sigset_t;

/*
 * The kernel's struct sigaction, in the generic order.  Its sa_restorer
 * goes unused: rt_sigaction takes the restorer as an argument of its own
 * (see arch/sparc/sigaction.c).
 */
struct siginfo;
struct sigaction {
	union {
		void (*_sa_handler)(int);
		void (*_sa_sigaction)(int, struct siginfo *, void *);
	} _u;
	unsigned long sa_flags;
	void (*sa_restorer)(void);
	sigset_t sa_mask;
};

/* The alternate signal stack, in the kernel's field order. */
typedef struct {
	void *ss_sp;
	int ss_flags;
	__SIZE_TYPE__ ss_size;
} stack_t;

/* The first fields of the kernel's siginfo, in its order. */
#define __KLIBC_SIGINFO_HEAD	int si_signo; int si_errno; int si_code;

/* SOCK_NONBLOCK and SOCK_CLOEXEC are sparc's O_NONBLOCK and O_CLOEXEC. */
#define __KLIBC_SOCK_NONBLOCK	0x4000
#define __KLIBC_SOCK_CLOEXEC	0x400000

#endif
