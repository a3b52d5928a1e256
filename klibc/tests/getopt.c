/* SPDX-License-Identifier: MIT */
/*
 * getopt.c: getopt, getopt_long and getopt_long_only, run over argument
 * vectors to the end.  Each run gives a trace of what the calls returned
 * ("c=optarg", "?x" with optopt, "0" for a flag option, "#i" for the long
 * index) and of optind at the end, with what went to stderr.  The same
 * source against glibc on the host proves the expectations; glibc
 * permutes arguments unless optstring starts with '+', so the portable
 * cases keep options first.
 *
 * Starting over: optind = 0 resets fully (GNU).  In this library
 * optind = 1 does as well, unless the caller goes back to the very same
 * argv while stopped inside a cluster like "-abc" (see __getopt.c).
 */
#define _GNU_SOURCE
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "tap.h"

#define MAXARGS 12

/*
 * glibc reads a leading '+' or '-' of optstring only when optind is 0;
 * here optind = 1 is enough for a new run, and the tests say so.
 */
#ifdef __KLIBC__
# define RESTART 1
#else
# define RESTART 0
#endif

static int flag;
static const struct option lopts[] = {
	{ "verbose", no_argument, &flag, 7 },
	{ "version", no_argument, NULL, 'V' },
	{ "verb", no_argument, NULL, 'b' },
	{ "file", required_argument, NULL, 'f' },
	{ "opt", optional_argument, NULL, 'o' },
	{ "color", optional_argument, NULL, 'C' },
	{ "colour", optional_argument, NULL, 'C' },
	{ "all", no_argument, NULL, 'a' },
	{ "alpha", no_argument, NULL, 'A' },
	{ NULL, 0, NULL, 0 }
};

enum { SHORT, LONG, LONG_ONLY };

struct gcase {
	int kind;
	const char *optstring;
	const char *args[MAXARGS];	/* after argv[0], which is "p" */
	const char *trace;
	const char *err;
};

static const struct gcase cases[] = {
	{ SHORT, "ab:c::", { "-a", "-b", "x", "-cfoo", "-c", "rest" },
	  "a b=x c=foo c |6", "" },
	{ SHORT, "ab:", { "-abx", "y" }, "a b=x |2", "" },
	{ SHORT, "ab:", { "-ab", "y", "z" }, "a b=y |3", "" },
	{ SHORT, "ab:", { "-b", "-a" }, "b=-a |3", "" },
	{ SHORT, "ab:", { "-b", "--" }, "b=-- |3", "" },
	{ SHORT, "ab", { "-a", "--", "-b" }, "a |3", "" },
	{ SHORT, "+ab", { "-a", "-", "-b" }, "a |2", "" },
	{ SHORT, "ab", { "--" }, "|2", "" },
	{ SHORT, "ab", { }, "|1", "" },
	{ SHORT, "ab", { "-aba", "-bb" }, "a b a b b |3", "" },
	{ SHORT, "ab", { "-x", "-a" }, "?x a |3",
	  "p: invalid option -- 'x'\n" },
	{ SHORT, "ab", { "-axb" }, "a ?x b |2",
	  "p: invalid option -- 'x'\n" },
	{ SHORT, "a:", { "-:" }, "?: |2", "p: invalid option -- ':'\n" },
	{ SHORT, "ab:", { "-a", "-b" }, "a ?b |3",
	  "p: option requires an argument -- 'b'\n" },
	{ SHORT, "ab:", { "-ab" }, "a ?b |2",
	  "p: option requires an argument -- 'b'\n" },
	{ SHORT, ":ab:", { "-b" }, ":b |2", "" },
	{ SHORT, ":ab:", { "-x", "-a" }, "?x a |3", "" },
	{ SHORT, "+:ab:", { "-b" }, ":b |2", "" },
	{ SHORT, "ac::", { "-ac", "val" }, "a c |2", "" },
	{ SHORT, "+ab", { "-a", "file", "-b" }, "a |2", "" },
	{ SHORT, "-ab", { "-a", "file", "-b", "-" }, "a 1=file b 1=- |5",
	  "" },
	{ SHORT, "-:ab:", { "x", "-b" }, "1=x :b |3", "" },

	{ LONG, "ab", { "--verbose", "-a" }, "0#0 a |3", "" },
	{ LONG, "ab", { "--verb" }, "b#2 |2", "" },
	{ LONG, "ab", { "--verbo" }, "0#0 |2", "" },
	{ LONG, "", { "--file=x", "--file", "y", "--fi=z", "--f", "w" },
	  "f=x#3 f=y#3 f=z#3 f=w#3 |7", "" },
	{ LONG, "", { "--file=" }, "f=#3 |2", "" },
	{ LONG, "", { "--file=a=b" }, "f=a=b#3 |2", "" },
	{ LONG, "", { "--opt", "--opt=", "--opt=v", "--op=w", "val" },
	  "o#4 o=#4 o=v#4 o=w#4 |5", "" },
	{ LONG, "", { "--col", "--colo=red", "--colour" },
	  "C#5 C=red#5 C#6 |4", "" },
	{ LONG, "", { "--ver", "--all" }, "?0 a#7 |3",
	  "p: option '--ver' is ambiguous; possibilities: '--verbose'"
	  " '--version' '--verb'\n" },
	{ LONG, "", { "--al" }, "?0 |2",
	  "p: option '--al' is ambiguous; possibilities: '--all'"
	  " '--alpha'\n" },
	{ LONG, "", { "--file" }, "?f |2",
	  "p: option '--file' requires an argument\n" },
	{ LONG, ":", { "--file" }, ":f |2", "" },
	{ LONG, "", { "--version=3" }, "?V |2",
	  "p: option '--version' doesn't allow an argument\n" },
	{ LONG, "", { "--verbose=3" }, "?7 |2",
	  "p: option '--verbose' doesn't allow an argument\n" },
	{ LONG, "", { "--nope", "--nope=3" }, "?0 ?0 |3",
	  "p: unrecognized option '--nope'\n"
	  "p: unrecognized option '--nope=3'\n" },
	{ LONG, "ab:", { "-ab", "x", "--all", "--", "--all" },
	  "a b=x a#7 |5", "" },
	{ LONG, "+a", { "--all", "x", "--all" }, "a#7 |2", "" },

	{ LONG_ONLY, "ab", { "-verbose", "-file", "x", "--all" },
	  "0#0 f=x#3 a#7 |5", "" },
	{ LONG_ONLY, "ab", { "-a", "-ab", "-b" }, "a a b b |4", "" },
	{ LONG_ONLY, "ab", { "-al" }, "?0 |2",
	  "p: option '-al' is ambiguous; possibilities: '-all' '-alpha'\n" },
	{ LONG_ONLY, "", { "-col" }, "?0 |2",
	  "p: option '-col' is ambiguous; possibilities: '-color'"
	  " '-colour'\n" },
	{ LONG_ONLY, "ab", { "-x" }, "?0 |2",
	  "p: unrecognized option '-x'\n" },
	{ LONG_ONLY, "ab", { "-bx" }, "b ?x |2",
	  "p: invalid option -- 'x'\n" },
	{ LONG_ONLY, "ab", { "-opt=3", "-o" }, "o=3#4 o#4 |3", "" },
};

static int err_pipe[2];

/* What went to stderr since the last call. */
static const char *drain(void)
{
	static char buf[1024];
	ssize_t n, len = 0;

	while ((n = read(err_pipe[0], buf + len, sizeof(buf) - 1 - len)) > 0)
		len += n;
	buf[len] = '\0';
	return buf;
}

static void append(char *t, size_t size, const char *s)
{
	size_t len = strlen(t);

	snprintf(t + len, size - len, "%s", s);
}

/* Run the parser to the end; the trace goes to t. */
static void run(int kind, const char *optstring, int argc, char **argv,
		char *t, size_t size)
{
	char item[64];
	int c, idx, saved;

	t[0] = '\0';
	saved = dup(2);
	dup2(err_pipe[1], 2);
	for (;;) {
		idx = -1;
		if (kind == SHORT)
			c = getopt(argc, argv, optstring);
		else if (kind == LONG)
			c = getopt_long(argc, argv, optstring, lopts, &idx);
		else
			c = getopt_long_only(argc, argv, optstring, lopts,
					     &idx);
		if (c == -1)
			break;
		if (c == '?' || c == ':') {
			if (optopt > ' ' && optopt < 127)
				snprintf(item, sizeof(item), "%c%c", c, optopt);
			else
				snprintf(item, sizeof(item), "%c%d", c, optopt);
		} else if (c == 0 || c == 1) {
			snprintf(item, sizeof(item), "%d", c);
		} else {
			snprintf(item, sizeof(item), "%c", c);
		}
		append(t, size, item);
		if (optarg) {
			append(t, size, "=");
			append(t, size, optarg);
		}
		if (idx >= 0) {
			snprintf(item, sizeof(item), "#%d", idx);
			append(t, size, item);
		}
		append(t, size, " ");
	}
	snprintf(item, sizeof(item), "|%d", optind);
	append(t, size, item);
	dup2(saved, 2);
	close(saved);
}

int main(void)
{
	char *argv[MAXARGS + 2], trace[512], *cluster[] = { "p", "-ab", NULL };
	char *other[] = { "p", "-b", NULL };
	size_t i;
	int argc, c;

	if (pipe(err_pipe) || fcntl(err_pipe[0], F_SETFL, O_NONBLOCK)) {
		ok(0, "pipe for stderr");
		return done();
	}

	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct gcase *g = &cases[i];
		const char *err;

		argv[0] = "p";
		for (argc = 1; g->args[argc - 1]; argc++)
			argv[argc] = (char *)g->args[argc - 1];
		argv[argc] = NULL;

		optind = RESTART;
		opterr = 1;
		flag = 0;
		run(g->kind, g->optstring, argc, argv, trace, sizeof(trace));
		err = drain();
		if (!ok(!strcmp(trace, g->trace) && !strcmp(err, g->err),
			"case %zu: %s \"%s\" %s%s%s", i,
			g->kind == SHORT ? "getopt" : g->kind == LONG ?
			"getopt_long" : "getopt_long_only", g->optstring,
			argc > 1 ? argv[1] : "", argc > 2 ? " " : "",
			argc > 2 ? argv[2] : ""))
			diag("trace \"%s\" want \"%s\"; stderr \"%s\" want "
			     "\"%s\"", trace, g->trace, err, g->err);
		if (!strcmp(trace, "0#0 |2") || !strcmp(trace, "0#0 a |3"))
			is_int(flag, 7, "... the flag is set");
	}

	/* opterr = 0 keeps stderr quiet; the returns are the same. */
	argv[0] = "p";
	argv[1] = "-x";
	argv[2] = "-b";
	argv[3] = NULL;
	opterr = 0;
	optind = RESTART;
	run(SHORT, "b:", 3, argv, trace, sizeof(trace));
	is_str(trace, "?x ?b |3", "opterr = 0: same returns");
	is_str(drain(), "", "opterr = 0: nothing on stderr");
	argv[1] = "--nope";
	optind = RESTART;
	run(LONG, "", 2, argv, trace, sizeof(trace));
	is_str(drain(), "", "opterr = 0: nothing on stderr for long options");
	opterr = 1;

	/* Starting over in the middle of a cluster, the GNU way. */
	optind = 1;
	c = getopt(2, cluster, "ab");
	is_int(c, 'a', "first letter of -ab");
	is_int(optind, 1, "optind stays while inside the cluster");
	optind = 0;
	c = getopt(2, cluster, "ab");
	is_int(c, 'a', "optind = 0 starts -ab over");
	c = getopt(2, cluster, "ab");
	is_int(c, 'b', "... then b");
	is_int(optind, 2, "... and optind moves on");
	is_int(getopt(2, cluster, "ab"), -1, "... then the end");

#ifdef __KLIBC__
	/* Here optind = 1 with another argv forgets the cluster as well. */
	optind = 1;
	c = getopt(2, cluster, "ab");
	is_int(c, 'a', "first letter of -ab again");
	optind = 1;
	c = getopt(2, other, "ab");
	is_int(c, 'b', "optind = 1 and a new argv start afresh");
	is_int(optind, 2, "... at its first argument");

	/* No permutation: the first non-option ends the options. */
	argv[1] = "file";
	argv[2] = "-a";
	optind = 1;
	run(SHORT, "a", 3, argv, trace, sizeof(trace));
	is_str(trace, "|1", "options after a non-option are not parsed");
#else
	(void)other;
#endif
	return done();
}
