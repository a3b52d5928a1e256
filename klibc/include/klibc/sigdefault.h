/* SPDX-License-Identifier: MIT */
/*
 * klibc/sigdefault.h: signal numbers and the rt_sigaction structure used by
 * most architectures (the kernel's asm-generic layout).  An architecture
 * that differs gives its own in its archconfig.h instead of including this.
 */
#ifndef _KLIBC_SIGDEFAULT_H
#define _KLIBC_SIGDEFAULT_H

#define SIGHUP		1
#define SIGINT		2
#define SIGQUIT		3
#define SIGILL		4
#define SIGTRAP		5
#define SIGABRT		6
#define SIGIOT		6
#define SIGBUS		7
#define SIGFPE		8
#define SIGKILL		9
#define SIGUSR1		10
#define SIGSEGV		11
#define SIGUSR2		12
#define SIGPIPE		13
#define SIGALRM		14
#define SIGTERM		15
#define SIGSTKFLT	16
#define SIGCHLD		17
#define SIGCONT		18
#define SIGSTOP		19
#define SIGTSTP		20
#define SIGTTIN		21
#define SIGTTOU		22
#define SIGURG		23
#define SIGXCPU		24
#define SIGXFSZ		25
#define SIGVTALRM	26
#define SIGPROF		27
#define SIGWINCH	28
#define SIGIO		29
#define SIGPOLL		SIGIO
#define SIGPWR		30
#define SIGSYS		31
#define SIGUNUSED	31
#define SIGRTMIN	32
#define SIGRTMAX	64
#define _NSIG		65

#define SA_NOCLDSTOP	0x00000001
#define SA_NOCLDWAIT	0x00000002
#define SA_SIGINFO	0x00000004
#ifndef __KLIBC_NO_SA_RESTORER
#define SA_RESTORER	0x04000000
#endif
#define SA_ONSTACK	0x08000000
#define SA_RESTART	0x10000000
#define SA_NODEFER	0x40000000
#define SA_RESETHAND	0x80000000
#define SA_NOMASK	SA_NODEFER
#define SA_ONESHOT	SA_RESETHAND

#define SIG_BLOCK	0
#define SIG_UNBLOCK	1
#define SIG_SETMASK	2

/* An architecture whose signal frames are larger defines these first. */
#ifndef MINSIGSTKSZ
#define MINSIGSTKSZ	2048
#define SIGSTKSZ	8192
#endif

/* The kernel's sigset: one bit per signal 1..64. */
typedef struct { unsigned long __bits[64 / (8 * sizeof(unsigned long))]; } sigset_t;

struct siginfo;
/*
 * Field order of the kernel's struct sigaction for rt_sigaction(2).  An
 * archconfig.h says before including this file that its kernel supplies
 * the path a handler returns through (a vDSO or signal page) with
 * __KLIBC_KERNEL_RESTORER, or that its kernel's structure has no
 * sa_restorer at all with __KLIBC_NO_SA_RESTORER; otherwise handlers
 * return through the library's restorer.
 */
struct sigaction {
	union {
		void (*_sa_handler)(int);
		void (*_sa_sigaction)(int, struct siginfo *, void *);
	} _u;
	unsigned long sa_flags;
#ifndef __KLIBC_NO_SA_RESTORER
	void (*sa_restorer)(void);
#endif
	sigset_t sa_mask;
};
#if !defined(__KLIBC_KERNEL_RESTORER) && !defined(__KLIBC_NO_SA_RESTORER)
#define __KLIBC_NEEDS_RESTORER 1
#endif

/* The alternate signal stack, in the kernel's field order. */
typedef struct {
	void *ss_sp;
	int ss_flags;
	__SIZE_TYPE__ ss_size;
} stack_t;

/* The first fields of the kernel's siginfo, in its order. */
#define __KLIBC_SIGINFO_HEAD	int si_signo; int si_errno; int si_code;

#endif
