/* SPDX-License-Identifier: MIT */
/* cat: copy files (or standard input) to standard output. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: cat [-AbeEflnstTuv] [file...]\n"
	"  -n number lines  -b number non-empty lines  -s squeeze empty lines\n"
	"  -v show control chars  -E show $ at ends  -T show tabs  -e -vE\n"
	"  -t -vT  -A -vET  -u ignored  -f only regular files\n"
	"  -l wait for and hold a write lock on standard output\n";

static int number, nonblank, squeeze, show_ctl, show_end, show_tab;
static unsigned long line = 1;
static int at_start = 1, empty_run;
static char buf[65536];

static void out_fail(void)
{
	die_errno("write error");
}

static void put(int c)
{
	if (putchar(c) == EOF)
		out_fail();
}

static void show(int c)
{
	if (show_ctl) {
		if (c >= 128) {
			put('M');
			put('-');
			c -= 128;
		}
		if (c == 127) {
			put('^');
			c = '?';
		} else if (c < 32 && c != '\n' && (c != '\t' || show_tab)) {
			put('^');
			c += 64;
		}
	} else if (c == '\t' && show_tab) {
		put('^');
		c = 'I';
	}
	put(c);
}

/* Line by line, with numbers and markers. */
static void format(const char *p, size_t n)
{
	size_t i;
	int c;

	for (i = 0; i < n; i++) {
		c = (unsigned char)p[i];
		if (at_start && c == '\n') {
			if (squeeze && empty_run)
				continue;
			empty_run = 1;
			if (number && !nonblank &&
			    printf("%6lu\t", line++) < 0)
				out_fail();
		} else if (at_start) {
			empty_run = 0;
			if (number && printf("%6lu\t", line++) < 0)
				out_fail();
		}
		if (c == '\n' && show_end)
			put('$');
		show(c);
		at_start = c == '\n';
	}
}

/* One input to the end: straight copies when plain, else formatted. */
static int copy(int fd, const char *name, int plain)
{
	ssize_t n;

	while ((n = read(fd, buf, sizeof(buf))) != 0) {
		if (n < 0) {
			if (errno == EINTR)
				continue;
			warn_errno("%s", name);
			return 1;
		}
		if (!plain)
			format(buf, (size_t)n);
		else if (write_all(STDOUT_FILENO, buf, (size_t)n))
			out_fail();
	}
	return 0;
}

/*
 * -l: a write lock on the whole of standard output, waited for and held
 * until exit, so that cats appending to one file do not interleave.
 */
static void lock_output(void)
{
	struct flock l;

	memset(&l, 0, sizeof(l));
	l.l_type = F_WRLCK;
	l.l_whence = SEEK_SET;
	while (fcntl(STDOUT_FILENO, F_SETLKW, &l)) {
		if (errno != EINTR)
			die_errno("cannot lock standard output");
	}
}

/*
 * -f: open a named file only if it is a regular one, without blocking on
 * a FIFO; anything else is skipped without a message (as Debian's cat
 * does), but counts as a failure.  -1 when it was not opened.
 */
static int open_regular(const char *name)
{
	struct stat st;
	int fd = open(name, O_RDONLY | O_NONBLOCK | O_CLOEXEC);

	if (fd < 0) {
		warn_errno("%s", name);
		return -1;
	}
	if (fstat(fd, &st) || !S_ISREG(st.st_mode)) {
		close(fd);
		return -1;
	}
	return fd;
}

int main(int argc, char **argv)
{
	struct stat out, in;
	int c, fd, status = 0, plain, have_out, regular_only = 0, lock = 0;
	const char *name;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":AbeEflnstTuvh")) != -1) {
		switch (c) {
		case 'A': show_ctl = show_end = show_tab = 1; break;
		case 'b': number = nonblank = 1; break;
		case 'e': show_ctl = show_end = 1; break;
		case 'E': show_end = 1; break;
		case 'f': regular_only = 1; break;
		case 'l': lock = 1; break;
		case 'n': number = 1; break;
		case 's': squeeze = 1; break;
		case 't': show_ctl = show_tab = 1; break;
		case 'T': show_tab = 1; break;
		case 'u': break;
		case 'v': show_ctl = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (lock)
		lock_output();
	plain = !(number || squeeze || show_ctl || show_end || show_tab);
	have_out = fstat(STDOUT_FILENO, &out) == 0 && S_ISREG(out.st_mode);
	if (optind == argc)
		argv[--optind] = "-";
	for (; optind < argc; optind++) {
		name = argv[optind];
		if (!strcmp(name, "-")) {
			fd = STDIN_FILENO;
			name = "standard input";
		} else if (regular_only) {
			fd = open_regular(name);
			if (fd < 0) {
				status = 1;
				continue;
			}
		} else if ((fd = open(name, O_RDONLY | O_CLOEXEC)) < 0) {
			warn_errno("%s", name);
			status = 1;
			continue;
		}
		/* Appending a file to itself would never end. */
		if (have_out && fstat(fd, &in) == 0 &&
		    in.st_dev == out.st_dev && in.st_ino == out.st_ino &&
		    lseek(fd, 0, SEEK_CUR) < in.st_size) {
			warn_msg("%s: input file is output file", name);
			status = 1;
		} else if (copy(fd, name, plain)) {
			status = 1;
		}
		if (fd != STDIN_FILENO)
			close(fd);
	}
	return status;
}
