/* SPDX-License-Identifier: MIT */
/* kill: send a signal to processes, or list signal names. */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include "utils.h"

static const char usage_text[] = "usage: kill [-s signal | -signal] pid...\n"
				 "       kill -l [signal|exit-status...]\n";

static int list(char **args)
{
	char buf[16];
	const char *name;
	size_t col = 0, n;
	unsigned long long v;
	int sig, status = 0;

	if (!*args) {
		for (sig = 1; sig < SIGRTMIN; sig++) {
			name = sig_name(sig, buf, sizeof(buf));
			if (!name)
				continue;
			n = strlen(name);
			/* Lines under 80 columns. */
			if (col && col + 1 + n > 79) {
				putchar('\n');
				col = 0;
			}
			printf("%s%s", col ? " " : "", name);
			col += n + (col ? 1 : 0);
		}
		putchar('\n');
		return 0;
	}
	for (; *args; args++) {
		if (parse_ull(*args, 10, INT_MAX, &v) == 0) {
			sig = (int)v;
			if (sig > 128)
				sig -= 128;
			name = sig_name(sig, buf, sizeof(buf));
			if (name) {
				puts(name);
				continue;
			}
		} else if ((sig = sig_number(*args)) > 0) {
			printf("%d\n", sig);
			continue;
		}
		warn_msg("%s: unknown signal", *args);
		status = 1;
	}
	return status;
}

static int signal_arg(const char *s)
{
	int sig = sig_number(s);

	if (sig < 0)
		die("%s: unknown signal", s);
	return sig;
}

int main(int argc, char **argv)
{
	int i = 1, sig = SIGTERM, status = 0;
	unsigned long long v;
	long long pid;
	const char *s;

	prog_init(argc, argv, usage_text);
	if (argc > 1 && (!strcmp(argv[1], "-l") || !strcmp(argv[1], "-L")))
		return list(argv + 2);
	if (argc > 1 && !strcmp(argv[1], "-h"))
		usage(0);
	if (argc > 2 && !strcmp(argv[1], "-s")) {
		sig = signal_arg(argv[2]);
		i = 3;
	} else if (argc > 1 && argv[1][0] == '-' && argv[1][1] &&
		   strcmp(argv[1], "--")) {
		sig = signal_arg(argv[1] + 1);
		i = 2;
	}
	if (i < argc && !strcmp(argv[i], "--"))
		i++;
	if (i >= argc)
		usage(1);
	for (; i < argc; i++) {
		s = argv[i];
		if (parse_ull(s + (*s == '-'), 10, INT_MAX, &v)) {
			warn_msg("%s: not a process id", s);
			status = 1;
			continue;
		}
		pid = *s == '-' ? -(long long)v : (long long)v;
		if (kill((pid_t)pid, sig)) {
			warn_errno("%s", s);
			status = 1;
		}
	}
	return status;
}
