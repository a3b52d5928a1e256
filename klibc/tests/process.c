/* SPDX-License-Identifier: MIT */
/* process.c: fork, vfork, exec, wait, pipes, environment and identities. */
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <sys/utsname.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include "tap.h"

int main(int argc, char **argv, char **envp)
{
	int fds[2], status;
	char buf[64];
	pid_t pid;
	volatile int shared = 0;
	struct utsname u;
	struct rlimit rl;
	struct sysinfo si;

	/* Re-executed by the exec tests below. */
	if (argc == 3 && !strcmp(argv[1], "--child"))
		return atoi(argv[2]);
	if (argc == 2 && !strcmp(argv[1], "--env")) {
		const char *v = getenv("KLIBC_TEST");

		return v && !strcmp(v, "yes") ? 42 : 1;
	}

	ok(environ == envp, "environ is main's third argument");
	ok(argc >= 1 && argv[argc] == NULL, "argv ends with NULL");
	ok(getpid() > 0 && getppid() > 0 && getpid() != getppid(), "getpid/getppid");
	ok(gettid() == getpid(), "gettid of the main thread is the pid");
	ok(getuid() == geteuid() && getgid() == getegid(), "real and effective ids agree");

	ok(pipe(fds) == 0, "pipe");
	pid = fork();
	if (pid == 0) {
		close(fds[0]);
		write(fds[1], "from child", 10);
		_exit(7);
	}
	ok(pid > 0, "fork");
	close(fds[1]);
	memset(buf, 0, sizeof(buf));
	is_int(read(fds[0], buf, sizeof(buf)), 10, "read from the child through a pipe");
	is_str(buf, "from child", "the child's data");
	is_int(read(fds[0], buf, sizeof(buf)), 0, "end of file when the child exits");
	close(fds[0]);
	is_int(waitpid(pid, &status, 0), pid, "waitpid");
	ok(WIFEXITED(status) && WEXITSTATUS(status) == 7, "exit status 7");
	is_int(waitpid(-1, &status, WNOHANG), -1, "no children left");
	is_int(errno, ECHILD, "... ECHILD");

	pid = vfork();
	if (pid == 0) {
		shared = 1;	/* the parent sees it: vfork shares memory */
		_exit(3);
	}
	ok(pid > 0, "vfork");
	ok(wait(&status) == pid && WIFEXITED(status) && WEXITSTATUS(status) == 3,
	   "vfork child exit status");
	if (tap_emu())
		ok(1, "vfork child ran in our memory # skip qemu-user runs vfork as fork");
	else
		is_int(shared, 1, "vfork child ran in our memory before we resumed");

	pid = fork();
	if (pid == 0) {
		raise(SIGTERM);
		_exit(0);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFSIGNALED(status) &&
	   WTERMSIG(status) == SIGTERM, "a child killed by a signal");

	pid = fork();
	if (pid == 0) {
		const char *emu = tap_emu();
		char *av[] = { (char *)emu, argv[0], "--child", "9", NULL };
		char **a = emu ? av : av + 1;

		execv(a[0], a);
		_exit(100);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	   WEXITSTATUS(status) == 9, "execv runs a program with arguments");

	pid = fork();
	if (pid == 0) {
		char *ev[] = { "KLIBC_TEST=yes", NULL };

		const char *emu = tap_emu();

		if (emu)
			execle(emu, emu, argv[0], "--env", (char *)NULL, ev);
		else
			execle(argv[0], argv[0], "--env", (char *)NULL, ev);
		_exit(100);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	   WEXITSTATUS(status) == 42, "execle passes the environment");

	pid = fork();
	if (pid == 0) {
		setenv("PATH", "/nonexistent:/bin:/usr/bin", 1);
		execlp("true", "true", (char *)NULL);
		_exit(100);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFEXITED(status) &&
	   WEXITSTATUS(status) == 0, "execlp searches $PATH");

	is_int(execve("/nonexistent/program", argv, envp), -1, "execve of a missing file fails");
	is_int(errno, ENOENT, "... with ENOENT");
	is_int(execvp("no-such-program-klibc", argv), -1, "execvp of an unknown name fails");
	is_int(errno, ENOENT, "... with ENOENT");

	ok(uname(&u) == 0 && !strcmp(u.sysname, "Linux"), "uname says Linux");
	ok(gethostname(buf, sizeof(buf)) == 0 && !strcmp(buf, u.nodename), "gethostname matches uname");
	ok(getrlimit(RLIMIT_NOFILE, &rl) == 0 && rl.rlim_cur > 0, "getrlimit");
	ok(setrlimit(RLIMIT_NOFILE, &rl) == 0, "setrlimit with the same values");
	ok(sysinfo(&si) == 0 && si.uptime > 0 && si.totalram > 0, "sysinfo");
	ok(sysconf(_SC_PAGESIZE) == getpagesize() && getpagesize() >= 4096, "page size");
	ok(sysconf(_SC_NPROCESSORS_ONLN) >= 1, "sysconf counts processors");
	ok(sysconf(_SC_OPEN_MAX) == (long)rl.rlim_cur, "sysconf(_SC_OPEN_MAX) is the limit");
	{
		int p = getpriority(PRIO_PROCESS, 0);

		ok(p >= -20 && p <= 19, "getpriority in -20..19");
		is_int(nice(1), p + 1 > 19 ? 19 : p + 1, "nice raises the nice value");
	}
	return done();
}
