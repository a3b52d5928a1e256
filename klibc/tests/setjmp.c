/* SPDX-License-Identifier: MIT */
/*
 * setjmp.c: setjmp/longjmp, across nested frames whose locals must
 * survive, and sigsetjmp/siglongjmp with and without the mask, out of a
 * signal handler too.
 */
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
	else if (depth == 0)	/* always; a path that returns keeps GCC from
				   calling the recursion infinite */
		longjmp(jb, val);
}

/*
 * Nested frames.  level(n) calls itself down to level 0, which calls
 * setjmp; dive() goes further down and longjmps back.  The frames above
 * the setjmp caller must come back whole: each keeps locals live across
 * its call (read from a volatile table, so the compiler must hold them
 * in registers that outlive the call instead of computing them again),
 * and checks them once the call returns.  On SPARC those registers are
 * the frames' register windows, which longjmp must flush to the stack
 * and reload from there.
 */
static volatile int seeds[] = { 3, 141, 59, 26, 535, 89, 79, 323, 84, 626, 43 };
static jmp_buf nest_jb;
static int nest_bad, nest_r, nest_v, nest_kept;
static volatile int sink;

static void __attribute__((noinline)) dive(int n)
{
	volatile char pad[64];
	int a = seeds[n % 11];

	pad[0] = (char)n;
	if (n)
		dive(n - 1);
	else if (seeds[0])	/* always, as in deep() */
		longjmp(nest_jb, 42);
	sink = a + pad[0];	/* not reached */
}

static int __attribute__((noinline)) jump_down(void)
{
	volatile int v = 1;
	int kept = seeds[5] * 7;	/* unchanged after setjmp: kept */
	int r;

	r = setjmp(nest_jb);
	if (r == 0) {
		v = 2;	/* volatile: the new value survives */
		dive(20);
	}
	nest_r = r;
	nest_v = v;
	nest_kept = kept == seeds[5] * 7;
	return r;
}

static int __attribute__((noinline)) level(int n)
{
	int a, b, c, r;

	if (n == 0)
		return jump_down();
	a = seeds[n];
	b = seeds[n + 1] * 3;
	c = seeds[n + 2] ^ 0x5a5a;
	r = level(n - 1);
	if (a != seeds[n] || b != seeds[n + 1] * 3 || c != (seeds[n + 2] ^ 0x5a5a)) {
		nest_bad++;
		diag("level %d: locals %d %d %d, want %d %d %d", n, a, b, c,
		     seeds[n], seeds[n + 1] * 3, seeds[n + 2] ^ 0x5a5a);
	}
	return r + 1;
}

/*
 * siglongjmp out of a handler, run in a child (tap_child) so that a bad
 * jump fails this case alone.  sigsetjmp's caller raises the signal
 * itself: raise() tail-calls the system call, so the signal arrives in
 * the caller's own frame (on SPARC, its own register window).  The child
 * returns the value sigsetjmp returned the second time, plus 32 if
 * SIGUSR1 is blocked afterwards and 64 if SIGUSR2 is (blocked when
 * sigsetjmp ran); 0 if the handler returned, 30 if a volatile local
 * lost its value.
 */
static int save_mask;

static void jump_handler(int sig)
{
	(void)sig;
	siglongjmp(sjb, 7);
}

static int __attribute__((noinline)) jump_out(void)
{
	sigset_t set;
	volatile int v = 1;
	int r;

	sigemptyset(&set);
	sigaddset(&set, SIGUSR2);
	sigprocmask(SIG_SETMASK, &set, NULL);
	signal(SIGUSR1, jump_handler);
	r = sigsetjmp(sjb, save_mask);
	if (r == 0) {
		v = 3;
		raise(SIGUSR1);	/* the handler runs with SIGUSR1 blocked */
		return 0;	/* the handler returned */
	}
	if (v != 3)
		return 30;	/* a volatile local lost its value */
	sigprocmask(SIG_BLOCK, NULL, &set);
	return r + 32 * (sigismember(&set, SIGUSR1) == 1) +
		64 * (sigismember(&set, SIGUSR2) == 1);
}

static void check_jump_out(int save, int usr1_blocked)
{
	int st;

	save_mask = save;
	st = tap_child(jump_out);
	if (!tap_child_returned(st, save ? "sigsetjmp(env, 1): siglongjmp out of a handler"
				       : "sigsetjmp(env, 0): siglongjmp out of a handler"))
		return;
	is_int(st & 31, 7, save ? "sigsetjmp(env, 1): siglongjmp out of a handler returns its value"
			     : "sigsetjmp(env, 0): siglongjmp out of a handler returns its value");
	is_int(!!(st & 32), usr1_blocked, save ? "sigsetjmp(env, 1): the saved mask is restored"
					    : "sigsetjmp(env, 0): the handler's mask stays");
	is_int(!!(st & 64), 1, save ? "sigsetjmp(env, 1): the rest of the mask is as saved"
				   : "sigsetjmp(env, 0): the rest of the mask stays");
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

	/* across nested frames: the frames above the setjmp caller are whole */
	r = level(4);
	is_int(r, 42 + 4, "longjmp across nested frames, then back up four levels");
	is_int(nest_r, 42, "... setjmp returns the value");
	is_int(nest_bad, 0, "... the live locals of each level above keep their values");
	is_int(nest_v, 2, "... a volatile local of the setjmp caller keeps its new value");
	is_int(nest_kept, 1, "... an unchanged local of the setjmp caller keeps its value");

	/* siglongjmp out of a handler, with and without the saved mask */
	check_jump_out(1, 0);
	check_jump_out(0, 1);

	/* the same in this process, after deep frames have used the stack */
	sigemptyset(&set);
	sigprocmask(SIG_SETMASK, &set, NULL);
	signal(SIGUSR1, jump_handler);
	r = sigsetjmp(sjb, 1);
	if (r == 0) {
		raise(SIGUSR1);
		ok(0, "the handler should not return");
	}
	is_int(r, 7, "siglongjmp out of a handler (in main)");
	sigprocmask(SIG_BLOCK, NULL, &cur);
	is_int(sigismember(&cur, SIGUSR1), 0, "... the mask is restored");

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
