/* SPDX-License-Identifier: MIT */
/* vsyslog: write a message, formatted from a va_list, to the kernel log. */
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/auxvec.h>
#include "init.h"
#include "syslog_state.h"

/*
 * Kernels before 5.10 refuse a /dev/kmsg write longer than 992 bytes
 * (1024 less room for their own prefix): a longer line is cut to fit.
 */
#define KMSG_LINE_MAX	992

/* The base name of the program, for a program that never named itself. */
static const char *progname(void)
{
	const unsigned long *a;
	const char *name = "", *p;

	for (a = __auxv; a && a[0] != AT_NULL; a += 2)
		if (a[0] == AT_EXECFN && a[1])
			name = (const char *)a[1];
	for (p = name; *p; p++)
		if (*p == '/' && p[1])
			name = p + 1;
	return name;
}

/*
 * Copies fmt to buf with each %m replaced by the text of err, which the
 * library's printf does not know.  Other conversions are copied whole or
 * not at all, so a cut never leaves half of one to misread an argument.
 * Returns fmt itself when it has nothing to replace.
 */
static const char *expand_m(const char *fmt, char *buf, size_t size, int err)
{
	const char *s = fmt, *spec, *text;
	size_t n = 0, len;

	if (!strstr(fmt, "%m"))
		return fmt;
	while (*s) {
		if (*s != '%') {
			if (n + 1 >= size)
				break;
			buf[n++] = *s++;
		} else if (s[1] == 'm') {
			/* The text is data now: its own '%' must be doubled. */
			for (text = strerror(err); *text; text++) {
				len = *text == '%' ? 2 : 1;
				if (n + len >= size)
					goto out;
				buf[n++] = *text;
				if (len == 2)
					buf[n++] = '%';
			}
			s += 2;
		} else {
			spec = s++;
			while (*s && strchr("#0- +'123456789.*hlLqjzt", *s))
				s++;
			if (*s)
				s++;
			len = (size_t)(s - spec);
			if (n + len >= size)
				break;
			memcpy(buf + n, spec, len);
			n += len;
		}
	}
out:
	buf[n] = '\0';
	return buf;
}

/* The length of a buffer of size after snprintf wrote n at len. */
static size_t advance(size_t len, int n, size_t size)
{
	if (n < 0)
		return len;
	if ((size_t)n >= size - len)
		return size - 1;
	return len + (size_t)n;
}

static void to_console(const char *s, size_t len)
{
	int fd = open("/dev/console", O_WRONLY | O_NOCTTY | O_CLOEXEC);

	if (fd >= 0) {
		write(fd, s, len);
		close(fd);
	}
}

void vsyslog(int pri, const char *fmt, va_list ap)
{
	char line[KMSG_LINE_MAX], fmtbuf[KMSG_LINE_MAX];
	const char *ident;
	size_t len, tag;
	int err = errno, n, fd;
	ssize_t w;

	pri &= LOG_PRIMASK | LOG_FACMASK;
	if (!(LOG_MASK(LOG_PRI(pri)) & __syslog.mask))
		return;
	if (!(pri & LOG_FACMASK))
		pri |= __syslog.facility;

	/* "<pri>" is for the kernel; stderr and the console get the rest. */
	tag = advance(0, snprintf(line, sizeof(line), "<%d>", pri),
		      sizeof(line));
	ident = __syslog.ident[0] ? __syslog.ident : progname();
	if (__syslog.opt & LOG_PID)
		n = snprintf(line + tag, sizeof(line) - tag, "%s[%d]: ",
			     ident, (int)getpid());
	else if (*ident)
		n = snprintf(line + tag, sizeof(line) - tag, "%s: ", ident);
	else
		n = 0;
	len = advance(tag, n, sizeof(line));

	/* Keep room for at least one byte of message and the newline. */
	if (len > sizeof(line) - 2)
		len = sizeof(line) - 2;
	fmt = expand_m(fmt, fmtbuf, sizeof(fmtbuf), err);
	n = vsnprintf(line + len, sizeof(line) - 1 - len, fmt, ap);
	len = advance(len, n, sizeof(line) - 1);
	if (line[len - 1] != '\n')
		line[len++] = '\n';

	if (__syslog.opt & LOG_PERROR)
		write(STDERR_FILENO, line + tag, len - tag);
	fd = __syslog_open();
	w = fd < 0 ? -1 : write(fd, line, len);
	if (w < 0 && fd >= 0 && errno == EBADF) {
		/* The program closed our descriptor behind our back. */
		__syslog.fd = -1;
		fd = __syslog_open();
		w = fd < 0 ? -1 : write(fd, line, len);
	}
	if (w < 0 && (__syslog.opt & LOG_CONS))
		to_console(line + tag, len - tag);
	errno = err;
}
