/* SPDX-License-Identifier: MIT */
/* siglongjmp: restore the signal mask if sigsetjmp saved it, then jump. */
#include <setjmp.h>

__noreturn siglongjmp(sigjmp_buf env, int val)
{
	if (env->__sigs_saved)
		sigprocmask(SIG_SETMASK, &env->__sigs, NULL);
	longjmp((struct __jmp_buf_regs *)&env->__jmpbuf, val);
}
