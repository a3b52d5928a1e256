/* SPDX-License-Identifier: MIT */
/*
 * abort: end the process with SIGABRT.  The signal is unblocked first; a
 * handler may run and return, after which the default action is forced.
 * Should even that not end the process, _exit() does.
 */
#include <stdlib.h>
#include <signal.h>
#include <unistd.h>

__noreturn abort(void)
{
	struct sigaction dfl;
	sigset_t set;

	sigemptyset(&set);
	sigaddset(&set, SIGABRT);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	kill(getpid(), SIGABRT);

	dfl.sa_handler = SIG_DFL;
	dfl.sa_flags = 0;
	sigemptyset(&dfl.sa_mask);
	sigaction(SIGABRT, &dfl, NULL);
	sigprocmask(SIG_UNBLOCK, &set, NULL);
	kill(getpid(), SIGABRT);
	_exit(127);
}
