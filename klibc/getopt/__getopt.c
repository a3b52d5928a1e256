/* SPDX-License-Identifier: MIT */
/*
 * __getopt: the option parser behind getopt, getopt_long and
 * getopt_long_only.
 *
 * Options are taken in order and parsing stops at the first argument
 * that is not an option, as POSIX says and as GNU does with a leading '+'
 * or POSIXLY_CORRECT; arguments are never permuted.  A leading '-' in
 * optstring returns each non-option argument as the argument of option
 * 1, as in GNU.  GNU's "W;" (-W foo meaning --foo) is not supported:
 * 'W' is an ordinary option letter here.
 *
 * Starting over: setting optind to 0 (as in GNU) or to 1 restarts with a
 * new argument vector.  The parser remembers how far it got into a
 * cluster like "-abc" together with the optind and argv of that point;
 * when the caller changes either, the cluster is forgotten.  Only going
 * back to the very same argv with optind unchanged while stopped inside a
 * cluster needs optind = 0.
 */
#include <getopt.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>
#include "__getopt.h"

char *optarg;
int optind = 1;
int opterr = 1;
int optopt;

/* The next letter of the cluster being parsed, and where that is. */
static const char *next;
static char * const *next_argv;
static int next_optind;

void __getopt_msg(const char *prog, const char * const *parts, int n)
{
	struct iovec iov[8];
	int i, k = 0;

	iov[k].iov_base = (void *)prog;
	iov[k++].iov_len = strlen(prog);
	iov[k].iov_base = (void *)": ";
	iov[k++].iov_len = 2;
	for (i = 0; i < n && k < 8; i++) {
		iov[k].iov_base = (void *)parts[i];
		iov[k++].iov_len = strlen(parts[i]);
	}
	writev(STDERR_FILENO, iov, k);
}

/* "prog: what -- 'c'" */
static void letter_msg(const char *prog, const char *what, int c)
{
	char letter[2] = { (char)c, '\0' };
	const char *parts[] = { what, " -- '", letter, "'\n" };

	__getopt_msg(prog, parts, 4);
}

static int short_option(int argc, char * const *argv, const char *optstring,
			int colon)
{
	const char *spec;
	int c = (unsigned char)*next++;
	int last = !*next;

	/* Past the cluster's end, the next argument comes next. */
	if (last) {
		next = NULL;
		optind++;
	}
	spec = c == ':' ? NULL : strchr(optstring, c);
	if (!spec) {
		optopt = c;
		if (opterr && !colon)
			letter_msg(argv[0], "invalid option", c);
		return '?';
	}
	if (spec[1] != ':')
		return c;

	if (!last) {
		/* The rest of the cluster is the argument: "-ofile". */
		optarg = (char *)next;
		next = NULL;
		optind++;
	} else if (spec[2] == ':') {
		/* An optional argument must be attached: GNU "o::". */
		optarg = NULL;
	} else if (optind < argc) {
		optarg = argv[optind++];
	} else {
		optopt = c;
		if (colon)
			return ':';
		if (opterr)
			letter_msg(argv[0], "option requires an argument", c);
		return '?';
	}
	return c;
}

int __getopt(int argc, char * const *argv, const char *optstring,
	     const struct __getopt_long *lo)
{
	int in_order = 0, colon, r;
	const char *arg;

	if (*optstring == '+' || *optstring == '-')
		in_order = *optstring++ == '-';
	colon = *optstring == ':';

	optarg = NULL;
	if (optind <= 0) {
		optind = 1;
		next = NULL;
	}
	if (next && (argv != next_argv || optind != next_optind))
		next = NULL;

	if (!next) {
		if (optind >= argc || !argv[optind])
			return -1;
		arg = argv[optind];
		if (arg[0] != '-' || !arg[1]) {
			if (!in_order)
				return -1;
			optarg = (char *)arg;
			optind++;
			return 1;
		}
		if (arg[1] == '-' && !arg[2]) {
			optind++;
			return -1;
		}
		if (lo && (arg[1] == '-' || (lo->long_only &&
		    (arg[2] || !strchr(optstring, arg[1]))))) {
			r = lo->parse(argc, argv, optstring, colon, lo);
			if (r != __GETOPT_SHORT)
				return r;
		}
		next = arg + 1;
	}

	r = short_option(argc, argv, optstring, colon);
	next_argv = argv;
	next_optind = optind;
	return r;
}
