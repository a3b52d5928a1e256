/* SPDX-License-Identifier: MIT */
/* __getopt_long_parse: one "--name[=value]" or "-name" option, as GNU does. */
#include <getopt.h>
#include <string.h>
#include <unistd.h>
#include "__getopt.h"

/* "prog: option '--name' what\n" */
static void name_msg(const char *prog, const char *prefix, const char *name,
		     const char *what)
{
	const char *parts[] = { "option '", prefix, name, "' ", what, "\n" };

	__getopt_msg(prog, parts, 6);
}

static void ambiguous(char * const *argv, const char *prefix,
		      const char *name, const struct option *o, size_t len)
{
	const char *head[] = { "option '", prefix, name,
			       "' is ambiguous; possibilities:" };
	char nl = '\n';

	__getopt_msg(argv[0], head, 4);
	for (; o->name; o++) {
		if (strncmp(o->name, name, len))
			continue;
		write(STDERR_FILENO, " '", 2);
		write(STDERR_FILENO, prefix, strlen(prefix));
		write(STDERR_FILENO, o->name, strlen(o->name));
		write(STDERR_FILENO, "'", 1);
	}
	write(STDERR_FILENO, &nl, 1);
}

int __getopt_long_parse(int argc, char * const *argv, const char *optstring,
			int colon, const struct __getopt_long *lo)
{
	const struct option *o, *found = NULL;
	const char *arg = argv[optind];
	const char *prefix = arg[1] == '-' ? "--" : "-";
	const char *name = arg + strlen(prefix);
	size_t len = strcspn(name, "=");
	int is_ambiguous = 0, print = opterr && !colon;

	/* An exact name wins; else a unique abbreviation. */
	for (o = lo->options; o->name; o++) {
		if (strncmp(o->name, name, len))
			continue;
		if (!o->name[len]) {
			found = o;
			is_ambiguous = 0;
			break;
		}
		if (!found)
			found = o;
		else if (lo->long_only || found->has_arg != o->has_arg ||
			 found->flag != o->flag || found->val != o->val)
			/* Abbreviations of synonyms are no ambiguity. */
			is_ambiguous = 1;
	}

	if (is_ambiguous) {
		if (print)
			ambiguous(argv, prefix, name, lo->options, len);
		optind++;
		optopt = 0;
		return '?';
	}
	if (!found) {
		/* getopt_long_only: "-abc" may be short options after all. */
		if (lo->long_only && arg[1] != '-' && strchr(optstring, *name))
			return __GETOPT_SHORT;
		if (print) {
			const char *parts[] = {
				"unrecognized option '", prefix, name, "'\n"
			};

			__getopt_msg(argv[0], parts, 4);
		}
		optind++;
		optopt = 0;
		return '?';
	}

	optind++;
	if (name[len] == '=') {
		if (found->has_arg == no_argument) {
			if (print)
				name_msg(argv[0], prefix, found->name,
					 "doesn't allow an argument");
			optopt = found->val;
			return '?';
		}
		optarg = (char *)name + len + 1;
	} else if (found->has_arg == required_argument) {
		if (optind >= argc) {
			if (print)
				name_msg(argv[0], prefix, found->name,
					 "requires an argument");
			optopt = found->val;
			return colon ? ':' : '?';
		}
		optarg = argv[optind++];
	}

	if (lo->longindex)
		*lo->longindex = found - lo->options;
	if (found->flag) {
		*found->flag = found->val;
		return 0;
	}
	return found->val;
}
