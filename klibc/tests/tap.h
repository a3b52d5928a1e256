/* SPDX-License-Identifier: MIT */
/*
 * tap.h: the assertions of the library's test programs.  Each prints one
 * TAP line, `ok N - what' or `not ok N - what' with the values it saw;
 * done() prints the plan and makes the exit status say whether all passed.
 * Lines are formatted with snprintf and written with write(2) so that a
 * test does not depend on the stdio it may be testing.
 */
#ifndef TAP_H
#define TAP_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/wait.h>

static int tap_count, tap_failed;

static void tap_write(const char *s, size_t n)
{
	while (n) {
		ssize_t w = write(1, s, n);

		if (w <= 0)
			return;
		s += w;
		n -= (size_t)w;
	}
}

static void __attribute__((format(printf, 1, 2))) diag(const char *fmt, ...)
{
	char buf[1024];
	va_list ap;
	int n;

	buf[0] = '#';
	buf[1] = ' ';
	va_start(ap, fmt);
	n = vsnprintf(buf + 2, sizeof(buf) - 3, fmt, ap);
	va_end(ap);
	if (n < 0)
		n = 0;
	n += 2;
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	tap_write(buf, n);
}

static int __attribute__((format(printf, 2, 3))) ok(int cond, const char *fmt, ...)
{
	char buf[512];
	va_list ap;
	int n;

	tap_count++;
	if (!cond)
		tap_failed++;
	n = snprintf(buf, sizeof(buf), "%sok %d - ", cond ? "" : "not ", tap_count);
	va_start(ap, fmt);
	n += vsnprintf(buf + n, sizeof(buf) - n - 1, fmt, ap);
	va_end(ap);
	if (n > (int)sizeof(buf) - 2)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	tap_write(buf, n);
	return cond;
}

#define is_int(got, want, what) do {					\
	long long g_ = (long long)(got), w_ = (long long)(want);	\
	if (!ok(g_ == w_, "%s", what))					\
		diag("got %lld, want %lld", g_, w_);			\
} while (0)

#define is_str(got, want, what) do {					\
	const char *g_ = (got), *w_ = (want);				\
	if (!ok(g_ && w_ && !strcmp(g_, w_), "%s", what))		\
		diag("got \"%s\", want \"%s\"", g_ ? g_ : "(null)",	\
		     w_ ? w_ : "(null)");				\
} while (0)

/*
 * Under user-mode emulation run-tests names the emulator in KLIBC_EMU.
 * A program there cannot exec another of its architecture by itself
 * (binfmt_misc is not set up on the test machines), so a test that runs
 * itself again puts the emulator first; and the few kernel interfaces the
 * emulator does not carry through are skipped, saying so.  Returns the
 * emulator's path (searched on $PATH), or NULL when running natively.
 */
static __attribute__((unused)) const char *tap_emu(void)
{
	static char path[512];
	const char *e = getenv("KLIBC_EMU"), *p, *q;

	if (!e || !*e)
		return NULL;
	if (strchr(e, '/'))
		return e;
	for (p = getenv("PATH"); p && *p; p = *q ? q + 1 : q) {
		q = strchr(p, ':');
		if (!q)
			q = p + strlen(p);
		if (snprintf(path, sizeof(path), "%.*s/%s", (int)(q - p), p, e) <
		    (int)sizeof(path) && access(path, X_OK) == 0)
			return path;
	}
	return e;
}

/*
 * Runs fn in a child process and returns what it returned (an exit
 * status below 128), 128 + the number of the signal that killed it, or
 * -1 when fork or wait failed: a case that may crash (a bad jump out of
 * a signal handler) fails alone, saying how, and the program goes on.
 * fn prints no TAP lines (the parent counts them); it reports through
 * its return value.
 */
static __attribute__((unused)) int tap_child(int (*fn)(void))
{
	int status;
	pid_t pid = fork();

	if (pid < 0)
		return -1;
	if (pid == 0)
		_exit(fn() & 127);
	if (waitpid(pid, &status, 0) != pid)
		return -1;
	if (WIFSIGNALED(status))
		return 128 + WTERMSIG(status);
	return WEXITSTATUS(status);
}

/*
 * tap_child's result st: 1 when the child returned; otherwise the
 * assertion `what' fails, saying how the child ended, and 0.
 */
static __attribute__((unused)) int tap_child_returned(int st, const char *what)
{
	if (st >= 0 && st < 128)
		return 1;
	ok(0, "%s", what);
	if (st < 0)
		diag("fork or wait failed");
	else
		diag("killed by signal %d", st - 128);
	return 0;
}

static int done(void)
{
	char buf[32];
	int n = snprintf(buf, sizeof(buf), "1..%d\n", tap_count);

	tap_write(buf, n);
	return tap_failed ? 1 : 0;
}

#endif
