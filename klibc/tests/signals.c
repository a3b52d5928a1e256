/* SPDX-License-Identifier: MIT */
/*
 * signals.c: handlers, masks, pending signals, SA_RESTART, sigsuspend,
 * alarm, kill, and leaving a handler with siglongjmp.
 */
#include <signal.h>
#include <setjmp.h>
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <time.h>
#include <sys/time.h>
#include <sys/wait.h>
#include "tap.h"

static volatile sig_atomic_t got, got_sig, got_code;
static volatile int info_pid;

static void handler(int sig)
{
	got++;
	got_sig = sig;
}

static void info_handler(int sig, siginfo_t *si, void *ctx)
{
	(void)ctx;
	got++;
	got_sig = sig;
	info_pid = si->si_pid;
	got_code = si->si_code;
}

/*
 * Leaving a handler with siglongjmp, each case in a child (tap_child) so
 * that a bad jump fails it alone.  The handler is installed with
 * sigaction (jump_flags: with SA_SIGINFO the kernel builds another frame
 * on some architectures, e.g. 32-bit sparc); the child returns the value
 * sigsetjmp returned the second time, plus 32 for each of jump_sig and
 * SIGUSR2 that is blocked afterwards (64 for SIGUSR2); 0 if the handler
 * returned or nothing arrived, 30 if a volatile local lost its value.
 */
static sigjmp_buf jump_env;
static int jump_sig, jump_flags, jump_save, jump_how;
static volatile int spins;

static void jump_plain(int sig)
{
	siglongjmp(jump_env, sig == jump_sig ? 9 : 1);
}

static void jump_info(int sig, siginfo_t *si, void *ctx)
{
	(void)ctx;
	siglongjmp(jump_env, si->si_signo == sig && sig == jump_sig ? 10 : 1);
}

/* the outer handler raises SIGUSR2, whose handler jumps out of both */
static void jump_outer(int sig)
{
	(void)sig;
	raise(SIGUSR2);
}

static int __attribute__((noinline)) jump_case(void)
{
	struct sigaction sa;
	sigset_t set;
	volatile int v = 1;
	int r;

	memset(&sa, 0, sizeof(sa));
	sa.sa_flags = jump_flags;
	if (jump_flags & SA_SIGINFO)
		sa.sa_sigaction = jump_info;
	else
		sa.sa_handler = jump_how == 2 ? jump_outer : jump_plain;
	sigaction(jump_sig, &sa, NULL);
	sigemptyset(&set);
	if (jump_how == 2) {
		sa.sa_handler = jump_plain;
		sa.sa_flags = 0;
		sigaction(SIGUSR2, &sa, NULL);
		jump_sig = SIGUSR2;	/* the value says which handler jumped */
	} else {
		sigaddset(&set, SIGUSR2);
	}
	sigprocmask(SIG_SETMASK, &set, NULL);
	r = sigsetjmp(jump_env, jump_save);
	if (r == 0) {
		v = 3;
		if (jump_how == 1) {
			/* the signal interrupts this very frame, at any point */
			struct itimerval it = { { 0, 0 }, { 0, 10000 } };

			setitimer(ITIMER_REAL, &it, NULL);
			for (spins = 0; spins < 400000000; spins++)
				;
			return 0;
		}
		raise(jump_how == 2 ? SIGUSR1 : jump_sig);
		return 0;
	}
	if (v != 3)
		return 30;
	sigprocmask(SIG_BLOCK, NULL, &set);
	if (jump_how == 2)
		return r + 32 * (sigismember(&set, SIGUSR1) == 1) +
			64 * (sigismember(&set, SIGUSR2) == 1);
	return r + 32 * (sigismember(&set, jump_sig) == 1) +
		64 * (sigismember(&set, SIGUSR2) == 1);
}

/*
 * One case: the signal, sa_flags, sigsetjmp's argument, how it is sent
 * (0 raise, 1 a timer while the sigsetjmp caller spins, 2 from inside
 * another handler), and the value and mask bits wanted.
 */
static void check_jump(const char *what, int sig, int flags, int save, int how,
		       int want)
{
	char name[160];
	int st;

	snprintf(name, sizeof(name), "siglongjmp out of a handler: %s", what);
	jump_sig = sig;
	jump_flags = flags;
	jump_save = save;
	jump_how = how;
	st = tap_child(jump_case);
	if (!tap_child_returned(st, name))
		return;
	if (!ok(st == want, "%s", name))
		diag("value %d, first signal %sblocked, SIGUSR2 %sblocked; want %d, %s, %s",
		     st & 31, st & 32 ? "" : "not ", st & 64 ? "" : "not ",
		     want & 31, want & 32 ? "blocked" : "not blocked",
		     want & 64 ? "blocked" : "not blocked");
}

int main(void)
{
	struct sigaction sa, old;
	sigset_t set, oset, pend;
	struct timespec ts = { 0, 20 * 1000 * 1000 };
	siginfo_t si;
	int i, all, status;
	pid_t pid;

	ok(sigemptyset(&set) == 0 && sigisemptyset(&set), "sigemptyset");
	ok(sigaddset(&set, SIGUSR1) == 0 && sigismember(&set, SIGUSR1) == 1 &&
	   sigismember(&set, SIGUSR2) == 0, "sigaddset/sigismember");
	ok(sigaddset(&set, SIGRTMAX) == 0 && sigismember(&set, SIGRTMAX) == 1, "the last real-time signal fits");
	ok(sigdelset(&set, SIGUSR1) == 0 && !sigismember(&set, SIGUSR1), "sigdelset");
	is_int(sigaddset(&set, 0), -1, "signal 0 is refused");
	is_int(errno, EINVAL, "... with EINVAL");
	is_int(sigaddset(&set, _NSIG), -1, "signal _NSIG is refused");
	sigfillset(&set);
	for (all = 1, i = 1; i < _NSIG; i++)
		all &= sigismember(&set, i) == 1;
	ok(all, "sigfillset holds every signal");

	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigemptyset(&sa.sa_mask);
	ok(sigaction(SIGUSR1, &sa, NULL) == 0, "sigaction installs a handler");
	ok(sigaction(SIGUSR1, NULL, &old) == 0 && old.sa_handler == handler, "sigaction reads it back");
	got = 0;
	is_int(raise(SIGUSR1), 0, "raise");
	ok(got == 1 && got_sig == SIGUSR1, "the handler ran once, and returned (restorer works)");
	is_int(kill(getpid(), SIGUSR1), 0, "kill to self");
	is_int(got, 2, "delivered again");

	/* masks and pending */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	ok(sigprocmask(SIG_BLOCK, &set, &oset) == 0, "block SIGUSR1");
	got = 0;
	raise(SIGUSR1);
	is_int(got, 0, "a blocked signal is not delivered");
	ok(sigpending(&pend) == 0 && sigismember(&pend, SIGUSR1) == 1, "sigpending shows it");
	ok(sigprocmask(SIG_SETMASK, &oset, NULL) == 0, "unblock");
	is_int(got, 1, "unblocking delivers the pending signal");
	ok(sigprocmask(SIG_BLOCK, NULL, &set) == 0 && !sigismember(&set, SIGUSR1), "the old mask is back");

	/* SA_SIGINFO */
	memset(&sa, 0, sizeof(sa));
	sa.sa_sigaction = info_handler;
	sa.sa_flags = SA_SIGINFO;
	ok(sigaction(SIGUSR2, &sa, NULL) == 0, "sigaction with SA_SIGINFO");
	got = 0;
	kill(getpid(), SIGUSR2);
	ok(got == 1 && got_sig == SIGUSR2 && info_pid == getpid() && got_code == SI_USER,
	   "siginfo carries the sender's pid and SI_USER");

	/* sigtimedwait: a blocked signal is taken synchronously; a timeout expires */
	sigemptyset(&set);
	sigaddset(&set, SIGUSR1);
	sigprocmask(SIG_BLOCK, &set, &oset);
	raise(SIGUSR1);
	is_int(sigtimedwait(&set, &si, &ts), SIGUSR1, "sigtimedwait takes a pending signal");
	is_int(si.si_signo, SIGUSR1, "... and fills siginfo");
	is_int(sigtimedwait(&set, &si, &ts), -1, "sigtimedwait times out");
	is_int(errno, EAGAIN, "... with EAGAIN");
	sigprocmask(SIG_SETMASK, &oset, NULL);

	/* sigsuspend with an alarm */
	signal(SIGALRM, handler);
	sigemptyset(&set);
	sigaddset(&set, SIGALRM);
	sigprocmask(SIG_BLOCK, &set, &oset);
	got = 0;
	{
		struct itimerval it = { { 0, 0 }, { 0, 30000 } }, left;

		ok(setitimer(ITIMER_REAL, &it, NULL) == 0, "setitimer 30 ms");
		ok(getitimer(ITIMER_REAL, &left) == 0 && left.it_value.tv_usec <= 30000,
		   "getitimer reads the time left");
	}
	sigemptyset(&set);
	is_int(sigsuspend(&set), -1, "sigsuspend returns -1 after a handler");
	is_int(errno, EINTR, "... with EINTR");
	ok(got == 1 && got_sig == SIGALRM, "the alarm arrived");
	sigprocmask(SIG_SETMASK, &oset, NULL);
	is_int(alarm(10), 0, "alarm with none pending returns 0");
	{
		unsigned int left = alarm(0);

		ok(left >= 9 && left <= 10, "alarm(0) returns the seconds that were left");
	}

	/* an interrupted sleep reports the time left */
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = handler;
	sigaction(SIGALRM, &sa, NULL);	/* no SA_RESTART */
	{
		struct itimerval it = { { 0, 0 }, { 0, 20000 } };
		struct timespec req = { 5, 0 }, rem = { 0, 0 };

		setitimer(ITIMER_REAL, &it, NULL);
		is_int(nanosleep(&req, &rem), -1, "nanosleep interrupted");
		is_int(errno, EINTR, "... with EINTR");
		ok(rem.tv_sec >= 4 && rem.tv_sec <= 5, "... and the remaining time");
	}

	/* ignoring and default actions, seen from a child */
	pid = fork();
	if (pid == 0) {
		signal(SIGTERM, SIG_IGN);
		raise(SIGTERM);
		signal(SIGTERM, SIG_DFL);
		raise(SIGTERM);
		_exit(0);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGTERM,
	   "SIG_IGN ignores, SIG_DFL terminates");
	{
		int sync[2];
		char c;

		pipe(sync);
		pid = fork();
		if (pid == 0) {
			got = 0;
			signal(SIGUSR1, handler);
			write(sync[1], "r", 1);	/* the handler is in place */
			pause();
			_exit(got == 1 ? 5 : 6);
		}
		read(sync[0], &c, 1);
		usleep(20000);	/* let the child reach pause() */
		kill(pid, SIGUSR1);
		close(sync[0]);
		close(sync[1]);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 5,
	   "pause returns after a handled signal");

	/* leaving a handler with siglongjmp */
	check_jump("raise, sigsetjmp(env, 1): the value, the saved mask back",
		   SIGUSR1, 0, 1, 0, 9 + 64);
	check_jump("raise, sigsetjmp(env, 0): the value, the handler's mask stays",
		   SIGUSR1, 0, 0, 0, 9 + 32 + 64);
	check_jump("SA_SIGINFO, sigsetjmp(env, 1)", SIGUSR1, SA_SIGINFO, 1, 0, 10 + 64);
	check_jump("SA_SIGINFO, sigsetjmp(env, 0)", SIGUSR1, SA_SIGINFO, 0, 0, 10 + 32 + 64);
	check_jump("a timer's SIGALRM in the sigsetjmp caller's own loop",
		   SIGALRM, 0, 1, 1, 9 + 64);
	check_jump("a timer's SIGALRM, SA_SIGINFO, sigsetjmp(env, 0)",
		   SIGALRM, SA_SIGINFO, 0, 1, 10 + 32 + 64);
	check_jump("out of two nested handlers, sigsetjmp(env, 1)",
		   SIGUSR1, 0, 1, 2, 9);
	check_jump("out of two nested handlers, sigsetjmp(env, 0)",
		   SIGUSR1, 0, 0, 2, 9 + 32 + 64);
	ok(strcmp(strsignal(SIGKILL), "") != 0, "strsignal names SIGKILL");
	is_int(sigaction(SIGKILL, &sa, NULL), -1, "SIGKILL cannot be caught");
	is_int(errno, EINVAL, "... EINVAL");
	return done();
}
