/* SPDX-License-Identifier: MIT */
/*
 * gzip: compress and decompress files in the gzip format (RFC 1952) with
 * GNU gzip's everyday interface; run as gunzip it decompresses, as zcat
 * it decompresses to standard output.  deflate and inflate come from the
 * C library's <zlib.h>; gzip reads and writes the gzip header and trailer
 * itself (compress.c, decompress.c), so that it can store and restore
 * names and times.  This file holds the options, the messages and main();
 * gzip.h lists the other parts.
 *
 * Exit status as GNU gzip's: 0 all well, 1 an error, 2 only warnings.
 * Memory is bounded: one input and one output buffer and the stream state,
 * whatever the size of the files.
 */
#include <errno.h>
#include <getopt.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "utils.h"
#include "gzip.h"

#define VERSION		"1.0"
#define MAX_SUFFIX	30

int decompress, to_stdout, force, keep, list, quiet, recursive;
int test, verbose;
int names = -1;		/* -n: 0, -N: 1, neither: -1 */
int level = 6;
const char *suffix = ".gz";
int exit_code;

static const char usage_text[] =
	"Usage: %s [-cdfhklnNqrtvV19] [-S suffix] [file...]\n"
	"Compress or decompress files in the gzip format (in place, by default).\n"
	"\n"
	"  -c, --stdout      write to standard output, keep the input files\n"
	"  -d, --decompress  decompress\n"
	"  -f, --force       overwrite files, follow links, copy data that is\n"
	"                    not gzip through to standard output (with -dc)\n"
	"  -h, --help        this text\n"
	"  -k, --keep        keep the input files\n"
	"  -l, --list        list sizes and ratios of compressed files\n"
	"  -n, --no-name     do not save or restore the name and time stamp\n"
	"  -N, --name        save or restore the name and time stamp\n"
	"  -q, --quiet       no warnings\n"
	"  -r, --recursive   go into directories\n"
	"  -S, --suffix=SUF  use SUF instead of .gz\n"
	"  -t, --test        check the integrity of compressed files\n"
	"  -v, --verbose     say what is done to each file\n"
	"  -V, --version     print the version\n"
	"  -1, --fast        compress faster\n"
	"  -9, --best        compress better\n"
	"\n"
	"With no file, or when a file is -, read standard input.\n";

static const struct option long_opts[] = {
	{ "stdout", no_argument, NULL, 'c' },
	{ "to-stdout", no_argument, NULL, 'c' },
	{ "decompress", no_argument, NULL, 'd' },
	{ "uncompress", no_argument, NULL, 'd' },
	{ "force", no_argument, NULL, 'f' },
	{ "help", no_argument, NULL, 'h' },
	{ "keep", no_argument, NULL, 'k' },
	{ "list", no_argument, NULL, 'l' },
	{ "no-name", no_argument, NULL, 'n' },
	{ "name", no_argument, NULL, 'N' },
	{ "quiet", no_argument, NULL, 'q' },
	{ "silent", no_argument, NULL, 'q' },
	{ "recursive", no_argument, NULL, 'r' },
	{ "suffix", required_argument, NULL, 'S' },
	{ "test", no_argument, NULL, 't' },
	{ "verbose", no_argument, NULL, 'v' },
	{ "version", no_argument, NULL, 'V' },
	{ "fast", no_argument, NULL, '1' },
	{ "best", no_argument, NULL, '9' },
	{ NULL, 0, NULL, 0 }
};

void error(const char *what, const char *why)
{
	warn_msg("%s: %s", what, why);
	exit_code = 1;
}

/* a warning: not shown with -q, but exit status 2 all the same */
void __attribute__((format(printf, 1, 2))) warning(const char *fmt, ...)
{
	va_list ap;

	if (!exit_code)
		exit_code = 2;
	if (quiet)
		return;
	va_start(ap, fmt);
	vmsg(0, fmt, ap);
	va_end(ap);
}

static void on_signal(int sig)
{
	if (have_partial)
		unlink(partial);
	signal(sig, SIG_DFL);
	raise(sig);
	_exit(1);
}

int main(int argc, char **argv)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGHUP };
	const char *base;
	unsigned i;
	int c;

	progname = "gzip";
	base = strrchr(argv[0], '/');
	base = base ? base + 1 : argv[0];
	if (!strncmp(base, "gunzip", 6) || !strncmp(base, "ungz", 4)) {
		decompress = 1;
		progname = "gunzip";
	} else if (!strncmp(base, "zcat", 4) || !strncmp(base, "gzcat", 5)) {
		decompress = to_stdout = 1;
		progname = "zcat";
	}

	while ((c = getopt_long(argc, argv, "cdfhklnNqrS:tvV123456789",
				long_opts, NULL)) != -1) {
		switch (c) {
		case 'c':
			to_stdout = 1;
			break;
		case 'd':
			decompress = 1;
			break;
		case 'f':
			force = 1;
			break;
		case 'h':
			printf(usage_text, progname);
			return fflush(stdout) ? 1 : 0;
		case 'k':
			keep = 1;
			break;
		case 'l':
			list = decompress = 1;
			break;
		case 'n':
			names = 0;
			break;
		case 'N':
			names = 1;
			break;
		case 'q':
			quiet = 1;
			verbose = 0;
			break;
		case 'r':
			recursive = 1;
			break;
		case 'S':
			suffix = optarg;
			break;
		case 't':
			test = decompress = 1;
			break;
		case 'v':
			verbose++;
			quiet = 0;
			break;
		case 'V':
			printf("%s (klibc) %s\n", progname, VERSION);
			return fflush(stdout) ? 1 : 0;
		case '1': case '2': case '3': case '4': case '5':
		case '6': case '7': case '8': case '9':
			level = c - '0';
			break;
		default:
			fprintf(stderr, usage_text, progname);
			return 1;
		}
	}
	if (!*suffix || strlen(suffix) > MAX_SUFFIX || strchr(suffix, '/')) {
		warn_msg("invalid suffix '%s'", suffix);
		return 1;
	}
	if (test || list)
		keep = 1;
	if (to_stdout)
		keep = 1;
	/* compressing into a file needs the name saved unless -n */
	if (names < 0)
		names = decompress ? 0 : 1;
	if (!decompress && !test && !to_stdout && optind == argc)
		to_stdout = 1;
	if (!decompress && to_stdout && !force && isatty(1) && optind < argc) {
		warn_msg("compressed data not written to a terminal. "
			 "Use -f to force compression.");
		return 1;
	}

	for (i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		if (signal(sigs[i], on_signal) == SIG_IGN)
			signal(sigs[i], SIG_IGN);

	if (optind == argc) {
		treat_stdin();
	} else {
		for (; optind < argc; optind++) {
			if (!strcmp(argv[optind], "-"))
				treat_stdin();
			else
				treat_file(argv[optind]);
		}
	}
	if (list)
		list_totals();
	if (fflush(stdout) || ferror(stdout)) {
		error("stdout", strerror(errno));
		return 1;
	}
	return exit_code;
}
