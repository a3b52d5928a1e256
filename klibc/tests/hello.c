/* SPDX-License-Identifier: MIT */
/* hello.c: the smallest programs: arguments, environment, exit status, atexit order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>
#include "tap.h"

/* Written directly, so they show when handlers run relative to the stdio flush. */
static void first(void)
{
	write(1, "1", 1);
}

static void second(void)
{
	write(1, "2", 1);
}

static int run(char *self, const char *mode, char *out, size_t n)
{
	int p[2], status;
	ssize_t got, total = 0;
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		const char *emu = tap_emu();
		char *av[] = { (char *)emu, self, (char *)mode, NULL };
		char **a = emu ? av : av + 1;

		dup2(p[1], 1);
		close(p[0]);
		close(p[1]);
		execv(a[0], a);
		_exit(127);
	}
	close(p[1]);
	while ((got = read(p[0], out + total, n - 1 - total)) > 0)
		total += got;
	out[total] = '\0';
	close(p[0]);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 256 + WTERMSIG(status);
}

int main(int argc, char **argv)
{
	char out[256];

	if (argc == 2 && !strcmp(argv[1], "printf")) {
		printf("hello, %s %d\n", "world", 42);
		return 3;	/* stdout must be flushed by the return from main */
	}
	if (argc == 2 && !strcmp(argv[1], "exit")) {
		atexit(first);
		atexit(second);
		fputs("exit", stdout);
		exit(4);
	}
	if (argc == 2 && !strcmp(argv[1], "_exit")) {
		printf("lost");
		_exit(5);	/* no flush */
	}
	if (argc == 2 && !strcmp(argv[1], "puts")) {
		puts("puts line");
		fflush(stdout);
		abort();
	}
	is_int(run(argv[0], "printf", out, sizeof(out)), 3, "return from main gives the exit status");
	is_str(out, "hello, world 42\n", "printf output is flushed at exit");
	is_int(run(argv[0], "exit", out, sizeof(out)), 4, "exit status through exit()");
	is_str(out, "21exit", "exit() runs handlers in reverse order, then flushes stdio");
	is_int(run(argv[0], "_exit", out, sizeof(out)), 5, "_exit status");
	is_str(out, "", "_exit does not flush stdio");
	is_int(run(argv[0], "puts", out, sizeof(out)), 256 + 6, "abort ends with SIGABRT");
	is_str(out, "puts line\n", "puts");
	return done();
}
