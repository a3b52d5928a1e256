/* SPDX-License-Identifier: MIT */
/* uname: print the kernel's name, release, version, machine and host name. */
#include <stdio.h>
#include <unistd.h>
#include <sys/utsname.h>
#include "utils.h"

static const char usage_text[] =
	"usage: uname [-asnrvmpio]\n"
	"  -a all (-snrvmi)  -s kernel  -n host  -r release  -v version\n"
	"  -m machine  -p processor  -i platform  -o operating system\n";

enum { S, N, R, V, M, P, I, OS, FIELDS };

int main(int argc, char **argv)
{
	struct utsname u;
	const char *val[FIELDS];
	int want[FIELDS] = { 0 }, any = 0, c, i, first = 1;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":asnrvmpioh")) != -1) {
		any = 1;
		switch (c) {
		case 'a':
			want[S] = want[N] = want[R] = want[V] = 1;
			want[M] = want[I] = 1;
			break;
		case 's': want[S] = 1; break;
		case 'n': want[N] = 1; break;
		case 'r': want[R] = 1; break;
		case 'v': want[V] = 1; break;
		case 'm': want[M] = 1; break;
		case 'p': want[P] = 1; break;
		case 'i': want[I] = 1; break;
		case 'o': want[OS] = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind < argc) {
		warn_msg("extra operand '%s'", argv[optind]);
		usage(1);
	}
	if (!any)
		want[S] = 1;
	if (uname(&u))
		die_errno("uname");
	val[S] = u.sysname;
	val[N] = u.nodename;
	val[R] = u.release;
	val[V] = u.version;
	val[M] = val[P] = val[I] = u.machine;
	val[OS] = "Linux";
	for (i = 0; i < FIELDS; i++)
		if (want[i]) {
			printf("%s%s", first ? "" : " ", val[i]);
			first = 0;
		}
	putchar('\n');
	return 0;
}
