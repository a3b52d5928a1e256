/* SPDX-License-Identifier: MIT */
/* dmesg: print (and with -c clear) the kernel's message buffer. */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/klog.h>
#include "utils.h"

static const char usage_text[] =
	"usage: dmesg [-c|-C] [-r] [-n level] [-s size]\n"
	"  -c print and clear  -C clear  -r keep <level>  -n console level\n"
	"  -s bytes to read\n";

/* syslog(2) actions by their kernel names (KLOG_* differ in klibc's header). */
#define READ_ALL 3
#define READ_CLEAR 4
#define CLEAR 5
#define CONSOLE_LEVEL 8
#define SIZE_BUFFER 10

int main(int argc, char **argv)
{
	int c, action = READ_ALL, raw = 0, n, i, start = 1;
	long long level = -1, size = 0;
	char *buf;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":cCrn:s:h")) != -1) {
		switch (c) {
		case 'c': action = READ_CLEAR; break;
		case 'C': action = CLEAR; break;
		case 'r': raw = 1; break;
		case 'n':
			level = (long long)num_arg(optarg, 10, 8, "level");
			break;
		case 's':
			size = (long long)num_arg(optarg, 10, 1 << 30, "size");
			break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind < argc)
		usage(1);
	if (level >= 0) {
		if (level < 1)
			die("level '0': out of range (1 to 8)");
		if (klogctl(CONSOLE_LEVEL, NULL, (int)level))
			die_errno("setting the console level");
		return 0;
	}
	if (action == CLEAR) {
		if (klogctl(CLEAR, NULL, 0))
			die_errno("clearing the kernel messages");
		return 0;
	}
	if (!size) {
		n = klogctl(SIZE_BUFFER, NULL, 0);
		size = n > 0 ? n : 16384;
	}
	buf = xmalloc((size_t)size);
	n = klogctl(action, buf, (int)size);
	if (n < 0)
		die_errno("reading the kernel messages");
	for (i = 0; i < n; i++) {
		/* "<6>" at a line's start is the level, for syslog. */
		if (start && !raw && buf[i] == '<') {
			int j = i + 1;

			while (j < n && buf[j] >= '0' && buf[j] <= '9')
				j++;
			if (j < n && j > i + 1 && buf[j] == '>') {
				i = j;
				start = 0;
				continue;
			}
		}
		start = buf[i] == '\n';
		putchar(buf[i]);
	}
	if (n && buf[n - 1] != '\n')
		putchar('\n');
	return 0;
}
