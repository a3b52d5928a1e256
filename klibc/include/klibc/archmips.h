/* SPDX-License-Identifier: MIT */
/*
 * klibc/archmips.h: what MIPS kernels (o32 and n64 alike) do their own
 * way: signal numbers and the rt_sigaction structure (instead of
 * <klibc/sigdefault.h>), the order of struct statfs and the socket types.
 * The mips and mips64 archconfig.h include it.
 */
#ifndef _KLIBC_ARCHMIPS_H
#define _KLIBC_ARCHMIPS_H

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
#define SIGUSR1		16
#define SIGUSR2		17
#define SIGCHLD		18
#define SIGCLD		SIGCHLD
#define SIGPWR		19
#define SIGWINCH	20
#define SIGURG		21
#define SIGIO		22
#define SIGPOLL		SIGIO
#define SIGSTOP		23
#define SIGTSTP		24
#define SIGCONT		25
#define SIGTTIN		26
#define SIGTTOU		27
#define SIGVTALRM	28
#define SIGPROF		29
#define SIGXCPU		30
#define SIGXFSZ		31
/*
 * The kernel has 128 signals, but a wait status cannot name signal 128
 * (its low seven bits would read as "exited"), so the last usable one
 * is 127.
 */
#define SIGRTMIN	32
#define SIGRTMAX	127
#define _NSIG		128

#define SA_NOCLDSTOP	0x00000001
#define SA_SIGINFO	0x00000008
#define SA_NOCLDWAIT	0x00010000
#define SA_ONSTACK	0x08000000
#define SA_RESTART	0x10000000
#define SA_NODEFER	0x40000000
#define SA_RESETHAND	0x80000000
#define SA_NOMASK	SA_NODEFER
#define SA_ONESHOT	SA_RESETHAND

#define SIG_BLOCK	1
#define SIG_UNBLOCK	2
#define SIG_SETMASK	3

#define MINSIGSTKSZ	2048
#define SIGSTKSZ	8192

/* The kernel's sigset: one bit per signal 1..128. */
typedef struct {
	unsigned long __bits[128 / (8 * sizeof(unsigned long))];
} sigset_t;

/*
 * The kernel's struct sigaction puts the flags first and has no
 * sa_restorer: handlers return through the kernel's own trampoline.
 */
struct siginfo;
struct sigaction {
	unsigned int sa_flags;
	union {
		void (*_sa_handler)(int);
		void (*_sa_sigaction)(int, struct siginfo *, void *);
	} _u;
	sigset_t sa_mask;
	/*
	 * Not the kernel's: qemu-user's o32 rt_sigaction writes a 4-byte
	 * sa_restorer after the mask into the old action (glibc's struct has
	 * room for it); without this slot it overwrites the caller's stack.
	 */
	unsigned long __qemu_restorer;
};

/* The alternate signal stack: the size comes before the flags. */
typedef struct {
	void *ss_sp;
	__SIZE_TYPE__ ss_size;
	int ss_flags;
} stack_t;

/* siginfo carries si_code before si_errno. */
#define __KLIBC_SIGINFO_HEAD	int si_signo; int si_code; int si_errno;

/*
 * struct statfs: o32's statfs64 and n64's statfs put f_frsize third and
 * f_bavail after the file counts; the word is 32 bits on o32 (where the
 * 64-bit counts' alignment stands for the kernel's __pad) and a long on
 * n64.
 */
#define __KLIBC_STATFS_FIELDS			\
	__klibc_statfs_word f_type;		\
	__klibc_statfs_word f_bsize;		\
	__klibc_statfs_word f_frsize;		\
	uint64_t f_blocks;			\
	uint64_t f_bfree;			\
	uint64_t f_files;			\
	uint64_t f_ffree;			\
	uint64_t f_bavail;			\
	fsid_t f_fsid;				\
	__klibc_statfs_word f_namelen;		\
	__klibc_statfs_word f_flags;		\
	__klibc_statfs_word f_spare[5];
#define __KLIBC_STATFS_PACK

/* SOCK_DGRAM is 1 and SOCK_STREAM 2; SOCK_NONBLOCK is O_NONBLOCK, 0x80. */
#define __KLIBC_SOCK_STREAM	2
#define __KLIBC_SOCK_DGRAM	1
#define __KLIBC_SOCK_NONBLOCK	0x80

#endif
