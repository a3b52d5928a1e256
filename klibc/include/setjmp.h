/* SPDX-License-Identifier: MIT */
/* setjmp.h: non-local jumps; sigsetjmp saves the signal mask when asked. */
#ifndef _SETJMP_H
#define _SETJMP_H

#include <klibc/compiler.h>
#include <klibc/archconfig.h>
#include <signal.h>

typedef struct __jmp_buf_regs jmp_buf[1];

__extern int setjmp(jmp_buf);
__extern __noreturn longjmp(jmp_buf, int);

typedef struct {
	struct __jmp_buf_regs __jmpbuf;
	int __sigs_saved;
	sigset_t __sigs;
} sigjmp_buf[1];

/*
 * sigsetjmp must run setjmp in its caller's frame, so it is a macro; the
 * mask is saved before the registers.
 */
#define sigsetjmp(__env, __save)					\
	({								\
		struct __jmp_buf_regs *__jb = &(__env)->__jmpbuf;	\
		(__env)->__sigs_saved = (__save);			\
		if (__save)						\
			sigprocmask(0, NULL, &(__env)->__sigs);		\
		setjmp(__jb);						\
	})

__extern __noreturn siglongjmp(sigjmp_buf, int);

#define _setjmp(env)		setjmp(env)
#define _longjmp(env, v)	longjmp(env, v)

#endif
