/* SPDX-License-Identifier: MIT */
/*
 * system: run a command with /bin/sh and wait for it.  As POSIX asks, the
 * caller ignores SIGINT and SIGQUIT and blocks SIGCHLD while the command
 * runs, so that ^C goes to the command alone and no SIGCHLD handler reaps
 * its status first; the child gets the caller's settings back.
 */
#include <stdlib.h>
#include <errno.h>
#include <signal.h>
#include <unistd.h>
#include <sys/wait.h>

int system(const char *command)
{
	struct sigaction ign, old_int, old_quit;
	sigset_t chld, old_mask;
	char *argv[4];
	pid_t pid;
	int status, err;

	/* Is there a shell at all?  Initramfs images often have none. */
	if (!command)
		return access("/bin/sh", X_OK) == 0;

	ign.sa_handler = SIG_IGN;
	ign.sa_flags = 0;
	sigemptyset(&ign.sa_mask);
	sigaction(SIGINT, &ign, &old_int);
	sigaction(SIGQUIT, &ign, &old_quit);
	sigemptyset(&chld);
	sigaddset(&chld, SIGCHLD);
	sigprocmask(SIG_BLOCK, &chld, &old_mask);

	pid = fork();
	if (!pid) {
		sigaction(SIGINT, &old_int, NULL);
		sigaction(SIGQUIT, &old_quit, NULL);
		sigprocmask(SIG_SETMASK, &old_mask, NULL);
		argv[0] = "sh";
		argv[1] = "-c";
		argv[2] = (char *)command;
		argv[3] = NULL;
		execve("/bin/sh", argv, environ);
		_exit(127);
	}
	if (pid < 0) {
		status = -1;
	} else {
		while (wait4(pid, &status, 0, NULL) < 0) {
			if (errno != EINTR) {
				status = -1;
				break;
			}
		}
	}

	err = errno;
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGQUIT, &old_quit, NULL);
	sigprocmask(SIG_SETMASK, &old_mask, NULL);
	errno = err;
	return status;
}
