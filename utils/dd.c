/* SPDX-License-Identifier: MIT */
/* dd: copy and convert data in blocks, with counts of what went in and out. */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: dd [if=file] [of=file] [bs=n] [ibs=n] [obs=n] [count=n]\n"
	"          [skip=n] [seek=n] [conv=notrunc,sync,noerror,fsync,fdatasync,\n"
	"          excl,nocreat] [iflag=fullblock,count_bytes,skip_bytes,direct]\n"
	"          [oflag=seek_bytes,append,direct,sync,dsync]\n"
	"          [status=none|noxfer|progress]\n"
	"Copy in blocks; numbers take c w b k K KiB kB M MB ... and NxM.\n";

enum {
	C_NOTRUNC = 1,
	C_SYNC = 2,
	C_NOERROR = 4,
	C_FSYNC = 8,
	C_FDATASYNC = 16,
	C_EXCL = 32,
	C_NOCREAT = 64
};
enum {
	F_FULLBLOCK = 1,
	F_COUNT_BYTES = 2,
	F_SKIP_BYTES = 4,
	F_DIRECT = 8,
	F_SEEK_BYTES = 16,
	F_APPEND = 32,
	F_SYNC = 64,
	F_DSYNC = 128
};

struct word {
	const char *name;
	int bit;
};

static const struct word conv_words[] = {
	{ "notrunc", C_NOTRUNC },     { "sync", C_SYNC },
	{ "noerror", C_NOERROR },     { "fsync", C_FSYNC },
	{ "fdatasync", C_FDATASYNC }, { "excl", C_EXCL },
	{ "nocreat", C_NOCREAT },     { NULL, 0 },
};
static const struct word iflag_words[] = {
	{ "fullblock", F_FULLBLOCK },
	{ "count_bytes", F_COUNT_BYTES },
	{ "skip_bytes", F_SKIP_BYTES },
	{ "direct", F_DIRECT },
	{ NULL, 0 },
};
static const struct word oflag_words[] = {
	{ "seek_bytes", F_SEEK_BYTES }, { "append", F_APPEND },
	{ "direct", F_DIRECT },		{ "sync", F_SYNC },
	{ "dsync", F_DSYNC },		{ NULL, 0 },
};

static unsigned long long in_full, in_part, out_full, out_part, bytes;
/*
 * Debian's dd prints the record counts but no transfer line; GNU's
 * status=progress, whose last line is that, brings it back.
 */
static int quiet, noxfer = 1;
static struct timespec start;

static int words(const char *what, const char *list, const struct word *w)
{
	const char *e;
	size_t n;
	int bits = 0, i;

	for (; *list; list = *e ? e + 1 : e) {
		e = strchrnul(list, ',');
		n = (size_t)(e - list);
		for (i = 0; w[i].name; i++)
			if (strlen(w[i].name) == n &&
			    !strncmp(w[i].name, list, n))
				break;
		if (!w[i].name)
			die("invalid %s '%.*s'", what, (int)n, list);
		bits |= w[i].bit;
	}
	return bits;
}

/* "5.0 kB": one decimal below ten, whole numbers above, as GNU dd. */
static void human(char *buf, size_t len, unsigned long long v, unsigned base,
		  const char *const *units)
{
	unsigned long long scaled = v, rem = 0, tenths;
	int u = 0;

	while (scaled >= base && units[u + 1]) {
		rem = scaled % base;
		scaled /= base;
		u++;
	}
	if (scaled < 10) {
		tenths = (rem * 10 + base / 2) / base;
		if (tenths == 10) {
			scaled++;
			tenths = 0;
		}
		snprintf(buf, len, "%llu.%llu %s", scaled, tenths, units[u]);
	} else {
		if (rem * 2 >= base)
			scaled++;
		snprintf(buf, len, "%llu %s", scaled, units[u]);
	}
}

static const char *const si[] = {
	"B", "kB", "MB", "GB", "TB", "PB", "EB", NULL
};
static const char *const iec[] = { "B",	  "KiB", "MiB", "GiB",
				   "TiB", "PiB", "EiB", NULL };

/* Seconds with about six significant digits, trailing zeros dropped. */
static void seconds(char *buf, size_t len, unsigned long long ns)
{
	char d[32];
	int n, point, first, last, i;

	/* ns as digits with the decimal point nine places from the right. */
	n = snprintf(d + 1, sizeof(d) - 1, "%010llu", ns);
	d[0] = '0'; /* room for a carry out of the first digit */
	n++;
	point = n - 9;
	for (first = 1; first < n - 1 && d[first] == '0'; first++)
		;
	last = first + 6 < point ? point : first + 6 > n ? n : first + 6;
	if (last < n && d[last] >= '5')
		for (i = last - 1; i >= 0; i--) {
			if (d[i] != '9') {
				d[i]++;
				break;
			}
			d[i] = '0';
		}
	for (first = 0; first < point - 1 && d[first] == '0'; first++)
		;
	while (last > point && d[last - 1] == '0')
		last--;
	snprintf(buf, len, "%.*s%s%.*s", point - first, d + first,
		 last > point ? "." : "", last - point, d + point);
}

static void report(void)
{
	char line[256], a[32], b[32], t[32], r[32];
	struct timespec now;
	unsigned long long ns, rate;
	int n;

	if (quiet)
		return;
	n = snprintf(line, sizeof(line),
		     "%llu+%llu records in\n%llu+%llu records out\n", in_full,
		     in_part, out_full, out_part);
	if (!noxfer && n > 0 && (size_t)n < sizeof(line)) {
		clock_gettime(CLOCK_MONOTONIC, &now);
		ns = (unsigned long long)(now.tv_sec - start.tv_sec) *
			     1000000000ULL +
		     (unsigned long long)now.tv_nsec -
		     (unsigned long long)start.tv_nsec;
		if (!ns)
			ns = 1;
		seconds(t, sizeof(t), ns);
		/* Bytes per second without overflowing: bytes * 1e9 / ns. */
		if (bytes <= ULLONG_MAX / 1000000000ULL)
			rate = bytes * 1000000000ULL / ns;
		else
			rate = bytes /
			       (ns / 1000000000ULL ? ns / 1000000000ULL : 1);
		human(r, sizeof(r), rate, 1000, si);
		if (bytes >= 1000) {
			human(a, sizeof(a), bytes, 1000, si);
			human(b, sizeof(b), bytes, 1024, iec);
			snprintf(line + n, sizeof(line) - (size_t)n,
				 "%llu bytes (%s, %s) copied, %s s, %s/s\n",
				 bytes, a, b, t, r);
		} else {
			snprintf(line + n, sizeof(line) - (size_t)n,
				 "%llu byte%s copied, %s s, %s/s\n", bytes,
				 bytes == 1 ? "" : "s", t, r);
		}
	}
	write_all(STDERR_FILENO, line, strlen(line));
}

static size_t block_size(const char *what, const char *v)
{
	unsigned long long n;

	if (parse_size(v, &n) || n == 0 || n > SSIZE_MAX / 2)
		die("invalid %s '%s'", what, v);
	return (size_t)n;
}

static unsigned long long number(const char *what, const char *v)
{
	unsigned long long n;

	if (parse_size(v, &n))
		die("invalid %s '%s'", what, v);
	return n;
}

static void wr(int fd, const char *name, const void *buf, size_t n)
{
	if (write_all(fd, buf, n)) {
		warn_errno("error writing '%s'", name);
		report();
		exit(1);
	}
	bytes += n;
}

/* Skip n bytes of input: by seeking when possible, else by reading. */
static void skip_input(int fd, const char *name, unsigned long long n,
		       char *buf, size_t len)
{
	ssize_t r;

	if (n <= (unsigned long long)LLONG_MAX &&
	    lseek(fd, (off_t)n, SEEK_CUR) >= 0)
		return;
	while (n) {
		r = read(fd, buf, n < len ? (size_t)n : len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			die_errno("error reading '%s'", name);
		if (r == 0) {
			warn_msg("'%s': cannot skip to the offset asked for",
				 name);
			return;
		}
		n -= (unsigned long long)r;
	}
}

int main(int argc, char **argv)
{
	const char *in_name = NULL, *out_name = NULL, *eq;
	size_t ibs = 512, obs = 512, bs = 0, have = 0;
	unsigned long long count = ULLONG_MAX, skip = 0, seek = 0, off;
	int conv = 0, iflag = 0, oflag = 0, ifd = STDIN_FILENO;
	int ofd = STDOUT_FILENO, flags, i, status = 0;
	unsigned long long inbytes = 0;
	char *ibuf, *obuf;
	ssize_t n;

	prog_init(argc, argv, usage_text);
	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *v;

		eq = strchr(a, '=');
		if (!eq || eq == a) {
			warn_msg("invalid operand '%s'", a);
			usage(1);
		}
		v = eq + 1;
#define IS(k) ((size_t)(eq - a) == strlen(k) && !strncmp(a, k, strlen(k)))
		if (IS("if"))
			in_name = v;
		else if (IS("of"))
			out_name = v;
		else if (IS("bs"))
			bs = block_size("block size", v);
		else if (IS("ibs"))
			ibs = block_size("input block size", v);
		else if (IS("obs"))
			obs = block_size("output block size", v);
		else if (IS("count"))
			count = number("count", v);
		else if (IS("skip"))
			skip = number("skip", v);
		else if (IS("seek"))
			seek = number("seek", v);
		else if (IS("conv"))
			conv |= words("conversion", v, conv_words);
		else if (IS("iflag"))
			iflag |= words("input flag", v, iflag_words);
		else if (IS("oflag"))
			oflag |= words("output flag", v, oflag_words);
		else if (IS("status") && !strcmp(v, "none"))
			quiet = 1;
		else if (IS("status") && (!strcmp(v, "noxfer") ||
					  !strcmp(v, "progress"))) {
			quiet = 0;
			noxfer = v[0] == 'n';
		} else {
			warn_msg("invalid operand '%s'", a);
			usage(1);
		}
#undef IS
	}
	if (bs)
		ibs = obs = bs;

	if (in_name) {
		ifd = open(in_name, O_RDONLY | O_CLOEXEC |
					    (iflag & F_DIRECT ? O_DIRECT : 0));
		if (ifd < 0)
			die_errno("failed to open '%s'", in_name);
	} else {
		in_name = "standard input";
	}
	if (out_name) {
		flags = O_WRONLY | O_CLOEXEC;
		if (!(conv & C_NOCREAT))
			flags |= O_CREAT;
		if (conv & C_EXCL)
			flags |= O_EXCL;
		if (!(conv & C_NOTRUNC) && !seek && !(oflag & F_APPEND))
			flags |= O_TRUNC;
		if (oflag & F_APPEND)
			flags |= O_APPEND;
		if (oflag & F_DIRECT)
			flags |= O_DIRECT;
		if (oflag & F_SYNC)
			flags |= O_SYNC;
		if (oflag & F_DSYNC)
			flags |= O_DSYNC;
		ofd = open(out_name, flags, 0666);
		if (ofd < 0)
			die_errno("failed to open '%s'", out_name);
	} else {
		out_name = "standard output";
	}

	ibuf = xmalloc(ibs);
	obuf = bs ? ibuf : xmalloc(obs);
	clock_gettime(CLOCK_MONOTONIC, &start);

	if (skip) {
		if (!(iflag & F_SKIP_BYTES) && skip > ULLONG_MAX / ibs)
			die("invalid skip: offset too large");
		skip_input(ifd, in_name,
			   iflag & F_SKIP_BYTES ? skip : skip * ibs, ibuf, ibs);
	}
	if (seek) {
		if (!(oflag & F_SEEK_BYTES) && seek > ULLONG_MAX / obs)
			die("invalid seek: offset too large");
		off = oflag & F_SEEK_BYTES ? seek : seek * obs;
		if (off > (unsigned long long)LLONG_MAX ||
		    lseek(ofd, (off_t)off, SEEK_CUR) < 0)
			die_errno("cannot seek in '%s'", out_name);
		/* What lies past the seek point goes, unless notrunc. */
		if (!(conv & C_NOTRUNC) && !(oflag & F_APPEND)) {
			struct stat st;

			if (fstat(ofd, &st) == 0 && S_ISREG(st.st_mode) &&
			    ftruncate(ofd, (off_t)off))
				die_errno("cannot truncate '%s'", out_name);
		}
	}

	for (;;) {
		size_t want = ibs;

		/* count_bytes: the last block may be short. */
		if (iflag & F_COUNT_BYTES) {
			if (inbytes >= count)
				break;
			if (count - inbytes < want)
				want = (size_t)(count - inbytes);
		} else if (count != ULLONG_MAX && in_full + in_part >= count) {
			break;
		}
		n = iflag & F_FULLBLOCK ? read_full(ifd, ibuf, want) :
					  read(ifd, ibuf, want);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0) {
			int err = errno;

			warn_errno("error reading '%s'", in_name);
			/* A directory fails every read: no end. */
			if (!(conv & C_NOERROR) || err == EISDIR) {
				status = 1;
				break;
			}
			/* Step over the bad block and, with sync, pad it. */
			lseek(ifd, (off_t)want, SEEK_CUR);
			if (!(conv & C_SYNC))
				continue;
			n = 0;
		} else if (n == 0) {
			break;
		}
		if ((size_t)n == ibs)
			in_full++;
		else
			in_part++;
		inbytes += (unsigned long long)n;
		if ((conv & C_SYNC) && (size_t)n < ibs) {
			memset(ibuf + n, 0, ibs - (size_t)n);
			n = (ssize_t)ibs;
		}
		if (bs) {
			/* bs=: every block is written as read. */
			wr(ofd, out_name, ibuf, (size_t)n);
			if ((size_t)n == obs)
				out_full++;
			else
				out_part++;
			continue;
		}
		/* ibs and obs differ: fill whole output blocks. */
		for (size_t used = 0; used < (size_t)n;) {
			size_t take = (size_t)n - used < obs - have ?
					      (size_t)n - used :
					      obs - have;

			memcpy(obuf + have, ibuf + used, take);
			have += take;
			used += take;
			if (have == obs) {
				wr(ofd, out_name, obuf, obs);
				out_full++;
				have = 0;
			}
		}
	}
	if (have) {
		wr(ofd, out_name, obuf, have);
		out_part++;
	}
	if (((conv & C_FSYNC) && fsync(ofd)) ||
	    ((conv & C_FDATASYNC) && fdatasync(ofd))) {
		warn_errno("fsync '%s'", out_name);
		status = 1;
	}
	if (ofd != STDOUT_FILENO && close(ofd)) {
		warn_errno("closing '%s'", out_name);
		status = 1;
	}
	report();
	return status;
}
