/* SPDX-License-Identifier: MIT */
/* setjmp.c: setjmp/longjmp and sigsetjmp/siglongjmp with and without the mask. */
#include <setjmp.h>
#include <signal.h>
#include <string.h>
#include "tap.h"

static jmp_buf jb;
static sigjmp_buf sjb;
static volatile int depth;

static void __attribute__((noinline)) deep(int n, int val)
{
	volatile char pad[128];

	pad[0] = (char)n;
	depth = n + pad[0] - n;
	if (n)
		deep(n - 1, val);
	else
		longjmp(jb, val);
}

static void handler(int sig)
{
	(void)sig;
	siglongjmp(sjb, 7);
}

int main(void)
{
	volatile int count = 0;
	int r;
	sigset_t set, cur;
	register int kept = 1234;	/* callee-saved registers survive */

	r = setjmp(jb);
	count++;
	if (r == 0) {
		is_int(count, 1, "setjmp returns 0 first");
		deep(50, 5);
	}
	is_int(r, 5, "longjmp from deep recursion returns its value");
	is_int(count, 2, "setjmp returned twice");
	is_int(kept, 1234, "a register variable keeps its value");

	r = setjmp(jb);
	if (r == 0)
		longjmp(jb, 0);
	is_int(r, 1, "longjmp(env, 0) makes setjmp return 1");

	/* sigsetjmp(env, 1) restores the mask it saw */
	sigemptyset(&set);
	sigprocmask(SIG_SETMASK, &set, NULL);
	signal(SIGUSR1, handler);
	r = sigsetjmp(sjb, 1);
	if (r == 0) {
		raise(SIGUSR1);	/* the handler runs with SIGUSR1 blocked */
		ok(0, "the handler should not return");
	}
	is_int(r, 7, "siglongjmp out of a handler");
	sigprocmask(SIG_BLOCK, NULL, &cur);
	is_int(sigismember(&cur, SIGUSR1), 0, "sigsetjmp(env, 1): the mask is restored");

	/* sigsetjmp(env, 0) leaves the handler's mask in place */
	r = sigsetjmp(sjb, 0);
	if (r == 0)
		raise(SIGUSR1);
	is_int(r, 7, "siglongjmp without a saved mask");
	sigprocmask(SIG_BLOCK, NULL, &cur);
	is_int(sigismember(&cur, SIGUSR1), 1, "sigsetjmp(env, 0): the handler's mask stays");

	/* a mask saved with other bits is restored exactly */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_SETMASK, &set, NULL);
	r = sigsetjmp(sjb, 1);
	if (r == 0) {
		sigaddset(&set, SIGHUP);
		sigprocmask(SIG_SETMASK, &set, NULL);
		siglongjmp(sjb, 3);
	}
	sigprocmask(SIG_BLOCK, NULL, &cur);
	ok(r == 3 && sigismember(&cur, SIGUSR2) == 1 && sigismember(&cur, SIGHUP) == 0,
	   "siglongjmp restores the saved mask exactly");
	return done();
}
