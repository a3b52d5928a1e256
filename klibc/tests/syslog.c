/* SPDX-License-Identifier: MIT */
/*
 * syslog.c: the lines openlog/syslog/vsyslog write, read back through
 * LOG_PERROR from a pipe that stands in for stderr.  Nothing may reach the
 * host's kernel log or console: the log functions run with every file
 * descriptor taken (RLIMIT_NOFILE), so that opening /dev/kmsg and
 * /dev/console fails, which is itself one of the cases to handle.
 */
#include <syslog.h>
#include <sys/resource.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include "tap.h"

static int rd = -1, saved_stderr = -1;
static char got[4096];

/* Everything the log functions wrote to "stderr" since the last call. */
static const char *output(void)
{
	ssize_t n = read(rd, got, sizeof(got) - 1);

	got[n > 0 ? n : 0] = '\0';
	return got;
}

static void vlog(int pri, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsyslog(pri, fmt, ap);
	va_end(ap);
}

/*
 * stderr becomes a non-blocking pipe, and the descriptor table is filled
 * up to a lowered limit, so that no open() can succeed.
 */
static int setup(void)
{
	struct rlimit rl;
	int p[2], fd;

	if (pipe(p) < 0)
		return -1;
	fcntl(p[0], F_SETFL, O_NONBLOCK);
	fcntl(p[1], F_SETFL, O_NONBLOCK);
	saved_stderr = dup(2);
	dup2(p[1], 2);
	close(p[1]);
	rd = p[0];
	if (getrlimit(RLIMIT_NOFILE, &rl) < 0)
		return -1;
	rl.rlim_cur = 32;
	if (setrlimit(RLIMIT_NOFILE, &rl) < 0)
		return -1;
	while ((fd = dup(rd)) >= 0)
		;
	return errno == EMFILE ? 0 : -1;
}

static void test_format(void)
{
	char want[256], pid[16];
	int n;

	openlog("klibc-test", LOG_PERROR, LOG_USER);
	syslog(LOG_INFO, "hello %d %s", 42, "world");
	is_str(output(), "klibc-test: hello 42 world\n",
	       "ident, message and the newline added");
	syslog(LOG_NOTICE, "ends with a newline\n");
	is_str(output(), "klibc-test: ends with a newline\n",
	       "a newline already there is not doubled");
	syslog(LOG_ERR, "%s", "");
	is_str(output(), "klibc-test: \n", "an empty message");
	vlog(LOG_WARNING, "via vsyslog: %u/%x", 7u, 255u);
	is_str(output(), "klibc-test: via vsyslog: 7/ff\n", "vsyslog");

	errno = ENOENT;
	syslog(LOG_ERR, "open: %m");
	snprintf(want, sizeof(want), "klibc-test: open: %s\n",
		 strerror(ENOENT));
	is_str(output(), want, "%m is strerror(errno)");
	errno = EACCES;
	syslog(LOG_ERR, "100%% sure: %m (%d) %%m", 3);
	snprintf(want, sizeof(want), "klibc-test: 100%% sure: %s (3) %%m\n",
		 strerror(EACCES));
	is_str(output(), want,
	       "%% stays %, %%m stays %m, arguments still line up");
	errno = EINTR;
	syslog(LOG_ERR, "%m%m");
	snprintf(want, sizeof(want), "klibc-test: %s%s\n", strerror(EINTR),
		 strerror(EINTR));
	is_str(output(), want, "two %m");
	errno = EBUSY;
	syslog(LOG_DEBUG, "keeps errno");
	output();
	is_int(errno, EBUSY, "syslog leaves errno as it was");

	openlog("klibc-test", LOG_PERROR | LOG_PID, 0);
	syslog(LOG_INFO, "with pid");
	snprintf(pid, sizeof(pid), "%d", (int)getpid());
	snprintf(want, sizeof(want), "klibc-test[%s]: with pid\n", pid);
	is_str(output(), want, "LOG_PID adds [pid]");
	syslog(LOG_LOCAL3 | LOG_CRIT, "another facility");
	snprintf(want, sizeof(want), "klibc-test[%s]: another facility\n",
		 pid);
	is_str(output(), want, "a facility in the priority is accepted");

	openlog(NULL, LOG_PERROR, 0);
	syslog(LOG_INFO, "ident kept");
	is_str(output(), "klibc-test: ident kept\n",
	       "openlog(NULL, ...) keeps the identity");

	memset(want, 'i', 100);
	want[100] = '\0';
	openlog(want, LOG_PERROR, 0);
	memset(want, 0, sizeof(want));
	syslog(LOG_INFO, "x");
	output();
	n = (int)strspn(got, "i");
	ok(n > 8 && n < 100 && !strcmp(got + n, ": x\n"),
	   "a long identity is cut, the line still whole (%d)", n);
	openlog("klibc-test", LOG_PERROR, 0);
}

static void test_mask(void)
{
	is_int(setlogmask(LOG_UPTO(LOG_WARNING)), 0xff,
	       "setlogmask returns the old mask (all)");
	syslog(LOG_INFO, "filtered");
	is_str(output(), "", "a level outside the mask is not logged");
	syslog(LOG_WARNING, "passes");
	is_str(output(), "klibc-test: passes\n", "a level inside it is");
	is_int(setlogmask(0), LOG_UPTO(LOG_WARNING),
	       "setlogmask(0) only reads the mask");
	syslog(LOG_ERR, "still masked as before");
	is_str(output(), "klibc-test: still masked as before\n",
	       "... and leaves it as it was");
	is_int(setlogmask(LOG_MASK(LOG_DEBUG)), LOG_UPTO(LOG_WARNING),
	       "LOG_MASK of one level");
	syslog(LOG_ERR, "not debug");
	is_str(output(), "", "... others are dropped");
	syslog(LOG_DEBUG, "debug");
	is_str(output(), "klibc-test: debug\n", "... that one passes");
	setlogmask(0xff);
}

static void test_long(void)
{
	static char big[5000], fmt[3000];
	size_t n;

	memset(big, 'a', sizeof(big) - 1);
	syslog(LOG_INFO, "%s", big);
	output();
	n = strlen(got);
	/* 992 bytes to the kernel at most, "<14>" of them not on stderr. */
	ok(n == 992 - 1 - 4, "a 5000-byte message is cut (%zu bytes)", n);
	ok(n && got[n - 1] == '\n' && got[n - 2] == 'a' &&
	   !strncmp(got, "klibc-test: aaaa", 16),
	   "... keeping its start and ending in a newline");

	/* %m in a format longer than the line: cut, never overrun. */
	memset(fmt, 'b', sizeof(fmt) - 8);
	strcpy(fmt + sizeof(fmt) - 8, "%m %d");
	errno = ENOENT;
	syslog(LOG_INFO, fmt, 1);
	output();
	n = strlen(got);
	ok(n == 992 - 1 - 4 && got[n - 1] == '\n' && got[n - 2] == 'b',
	   "a long format with %%m is cut the same way");
	memset(fmt, 'c', 985);
	strcpy(fmt + 985, "%m%d");
	syslog(LOG_INFO, fmt, 1);
	output();
	n = strlen(got);
	ok(n == 992 - 1 - 4 && got[n - 1] == '\n' && !strstr(got, "%"),
	   "... also when %%m straddles the end");
}

static void test_default_ident(const char *argv0)
{
	const char *base = strrchr(argv0, '/');
	char want[256];

	base = base ? base + 1 : argv0;
	closelog();
	openlog(NULL, LOG_PERROR, 0);
	syslog(LOG_INFO, "no name given");
	snprintf(want, sizeof(want), "%s: no name given\n", base);
	is_str(output(), want, "after closelog the program's name is used");
}

static void test_no_devices(void)
{
	errno = 0;
	ok(open("/dev/null", O_RDONLY) == -1 && errno == EMFILE,
	   "no descriptor is free, so /dev/kmsg cannot be opened");
	openlog("klibc-test", LOG_PERROR | LOG_CONS | LOG_NDELAY, LOG_DAEMON);
	errno = EPERM;
	syslog(LOG_ALERT, "neither kmsg nor console");
	is_str(output(), "klibc-test: neither kmsg nor console\n",
	       "LOG_CONS and LOG_NDELAY: stderr still gets the line");
	is_int(errno, EPERM, "... and errno is kept");
	closelog();
}

int main(int argc, char **argv)
{
	(void)argc;
	if (setup() < 0) {
		if (saved_stderr >= 0)
			dup2(saved_stderr, 2);
		ok(1, "syslog # skip cannot take every descriptor (%s)",
		   strerror(errno));
		return done();
	}
	test_no_devices();
	test_format();
	test_mask();
	test_long();
	test_default_ident(argv[0]);
	dup2(saved_stderr, 2);
	return done();
}
