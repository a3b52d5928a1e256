/* SPDX-License-Identifier: MIT */
/*
 * gzip: compress and decompress files in the gzip format (RFC 1952) with
 * GNU gzip's everyday interface; run as gunzip it decompresses, as zcat
 * it decompresses to standard output.  deflate and inflate come from the
 * C library's <zlib.h>; this file reads and writes the gzip header and
 * trailer itself, so that it can store and restore names and times.
 *
 * Exit status as GNU gzip's: 0 all well, 1 an error, 2 only warnings.
 * Memory is bounded: one input and one output buffer and the stream state,
 * whatever the size of the files.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <zlib.h>
#include "utils.h"

#define VERSION		"1.0"
#define IN_SIZE		(64 * 1024)
#define OUT_SIZE	(128 * 1024)
#define MAX_SUFFIX	30

/* RFC 1952 2.3.1 */
#define FHCRC		0x02
#define FEXTRA		0x04
#define FNAME		0x08
#define FCOMMENT	0x10
#define FRESERVED	0xe0
#define OS_UNIX		3

static int decompress, to_stdout, force, keep, list, quiet, recursive;
static int test, verbose;
static int names = -1;		/* -n: 0, -N: 1, neither: -1 */
static int level = 6;
static const char *suffix = ".gz";
static int exit_code;

static unsigned char inbuf[IN_SIZE];
static unsigned char outbuf[OUT_SIZE];

/* the output file being written: removed when we are killed */
static char *partial;
static volatile sig_atomic_t have_partial;

/* -l totals */
static int listed;
static uint64_t list_comp, list_uncomp, list_hdr;

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

static void error(const char *what, const char *why)
{
	warn_msg("%s: %s", what, why);
	exit_code = 1;
}

/* a warning: not shown with -q, but exit status 2 all the same */
static void __attribute__((format(printf, 1, 2))) warning(const char *fmt, ...)
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

/* A string joined from parts, or NULL (reported) when it would not fit. */
static char *join(const char *a, size_t na, const char *b, const char *c)
{
	size_t nb = strlen(b), nc = strlen(c);
	char *s;

	if (na > SIZE_MAX - nb - nc - 1 || na + nb + nc >= PATH_MAX) {
		error(a, "name too long");
		return NULL;
	}
	s = malloc(na + nb + nc + 1);
	if (!s) {
		error(a, "out of memory");
		return NULL;
	}
	memcpy(s, a, na);
	memcpy(s + na, b, nb);
	memcpy(s + na + nb, c, nc + 1);
	return s;
}

/* ------------------------------------------------------------------ */
/* Input and output                                                     */

struct input {
	int fd;
	const char *name;
	size_t pos, len;	/* unread data: inbuf[pos..len) */
	int eof;
	uint64_t count;		/* bytes read from the file */
};

struct output {
	int fd;			/* -1: discard (-t) */
	const char *name;
	uint64_t count;
};

/* 1: data in the buffer, 0: end of file, -1: read error (reported) */
static int fill(struct input *in)
{
	ssize_t n;

	if (in->pos < in->len)
		return 1;
	if (in->eof)
		return 0;
	do
		n = read(in->fd, inbuf, IN_SIZE);
	while (n < 0 && errno == EINTR);
	if (n < 0) {
		error(in->name, strerror(errno));
		return -1;
	}
	in->pos = 0;
	in->len = (size_t)n;
	in->count += (size_t)n;
	if (!n) {
		in->eof = 1;
		return 0;
	}
	return 1;
}

/* the next byte, EOF at the end, or -2 after a read error */
static int get_byte(struct input *in)
{
	int r = fill(in);

	if (r <= 0)
		return r < 0 ? -2 : EOF;
	return inbuf[in->pos++];
}

static int put(struct output *out, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	ssize_t w;

	out->count += n;
	if (out->fd < 0)
		return 0;
	while (n) {
		w = write(out->fd, p, n);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			error(out->name, strerror(errno));
			return -1;
		}
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

/* ------------------------------------------------------------------ */
/* Compression                                                          */

/* name: stored in the header (NULL: none); hdr: header + trailer bytes */
static int gz_compress(struct input *in, struct output *out, const char *name,
		       uint32_t mtime, uint64_t *hdr)
{
	unsigned char h[10];
	uint32_t crc = 0;
	z_stream z;
	int ret, r, flush, i;

	h[0] = 0x1f;
	h[1] = 0x8b;
	h[2] = Z_DEFLATED;
	h[3] = name ? FNAME : 0;
	for (i = 0; i < 4; i++)
		h[4 + i] = (unsigned char)(mtime >> (8 * i));
	h[8] = level == 9 ? 2 : level == 1 ? 4 : 0;
	h[9] = OS_UNIX;
	if (put(out, h, 10) || (name && put(out, name, strlen(name) + 1)))
		return -1;
	*hdr = 10 + (name ? strlen(name) + 1 : 0) + 8;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, level, Z_DEFLATED, -MAX_WBITS, 8,
			 Z_DEFAULT_STRATEGY) != Z_OK) {
		error(in->name, "out of memory");
		return -1;
	}
	z.next_out = outbuf;
	z.avail_out = OUT_SIZE;
	do {
		r = fill(in);
		if (r < 0)
			goto fail;
		if (r) {
			z.next_in = inbuf + in->pos;
			z.avail_in = (uInt)(in->len - in->pos);
			crc = crc32(crc, z.next_in, z.avail_in);
			in->pos = in->len;
		}
		flush = r ? Z_NO_FLUSH : Z_FINISH;
		for (;;) {
			ret = deflate(&z, flush);
			if (ret != Z_OK && ret != Z_STREAM_END) {
				error(in->name, "compression failed");
				goto fail;
			}
			if (!z.avail_out || ret == Z_STREAM_END) {
				if (put(out, outbuf, OUT_SIZE - z.avail_out))
					goto fail;
				z.next_out = outbuf;
				z.avail_out = OUT_SIZE;
			}
			if (ret == Z_STREAM_END)
				break;
			if (!z.avail_in && z.avail_out && flush == Z_NO_FLUSH)
				break;
		}
	} while (flush == Z_NO_FLUSH);
	deflateEnd(&z);

	for (i = 0; i < 4; i++) {
		h[i] = (unsigned char)(crc >> (8 * i));
		h[4 + i] = (unsigned char)(in->count >> (8 * i));
	}
	return put(out, h, 8);

fail:
	deflateEnd(&z);
	return -1;
}

/* ------------------------------------------------------------------ */
/* Decompression                                                        */

struct gzhead {
	uint32_t mtime;
	int method, flags;
	uint64_t size;		/* header bytes */
	char name[256];		/* FNAME, cut to fit */
};

#define NOT_GZIP	1

/*
 * Read a member's header after its two magic bytes.  0, or -1 after an
 * error (reported).
 */
static int read_header(struct input *in, struct gzhead *h)
{
	unsigned char b[8];
	uint32_t hcrc;
	unsigned n, i, len;
	int c;

	for (i = 0; i < 8; i++) {
		c = get_byte(in);
		if (c < 0)
			goto eof;
		b[i] = (unsigned char)c;
	}
	h->method = b[0];
	h->flags = b[1];
	h->mtime = b[2] | (uint32_t)b[3] << 8 | (uint32_t)b[4] << 16 |
		   (uint32_t)b[5] << 24;
	h->size = 10;
	h->name[0] = 0;
	if (h->method != Z_DEFLATED) {
		warn_msg("%s: unknown method %d -- not supported", in->name,
			 h->method);
		exit_code = 1;
		return -1;
	}
	if (h->flags & FRESERVED) {
		warn_msg("%s: has flags 0x%x -- not supported", in->name,
			 h->flags);
		exit_code = 1;
		return -1;
	}
	hcrc = crc32(0, (const Bytef *)"\x1f\x8b", 2);
	hcrc = crc32(hcrc, b, 8);
	if (h->flags & FEXTRA) {
		for (i = 0; i < 2; i++) {
			c = get_byte(in);
			if (c < 0)
				goto eof;
			b[i] = (unsigned char)c;
		}
		hcrc = crc32(hcrc, b, 2);
		len = b[0] | (unsigned)b[1] << 8;
		h->size += 2 + len;
		while (len) {
			c = fill(in);
			if (c <= 0) {
				c = c < 0 ? -2 : EOF;
				goto eof;
			}
			n = (unsigned)(in->len - in->pos);
			if (n > len)
				n = len;
			hcrc = crc32(hcrc, inbuf + in->pos, n);
			in->pos += n;
			len -= n;
		}
	}
	for (i = 0; i < 2; i++) {
		/* FNAME and FCOMMENT: zero-terminated */
		if (!(h->flags & (i ? FCOMMENT : FNAME)))
			continue;
		n = 0;
		do {
			c = get_byte(in);
			if (c < 0)
				goto eof;
			b[0] = (unsigned char)c;
			hcrc = crc32(hcrc, b, 1);
			if (!i && n < sizeof(h->name) - 1)
				h->name[n++] = (char)c;
			h->size++;
		} while (c);
		if (!i)
			h->name[n] = 0;
	}
	if (h->flags & FHCRC) {
		for (i = 0; i < 2; i++) {
			c = get_byte(in);
			if (c < 0)
				goto eof;
			b[i] = (unsigned char)c;
		}
		h->size += 2;
		if ((b[0] | (unsigned)b[1] << 8) != (hcrc & 0xffff)) {
			error(in->name, "invalid compressed data--header crc error");
			return -1;
		}
	}
	return 0;
eof:
	if (c == EOF)
		error(in->name, "unexpected end of file");
	return -1;
}

/*
 * The two magic bytes of the first member: 0 if they are there, NOT_GZIP
 * if not (the bytes read are left in head[], their number in *n), -1 on
 * an error (reported).
 */
static int read_magic(struct input *in, unsigned char *head, int *n)
{
	int c;

	*n = 0;
	while (*n < 2) {
		c = get_byte(in);
		if (c == -2)
			return -1;
		if (c == EOF)
			break;
		head[(*n)++] = (unsigned char)c;
		if (head[0] != 0x1f)
			break;
	}
	if (*n == 2 && head[1] == 0x8b)
		return 0;
	if (*n == 0 || (*n == 1 && head[0] == 0x1f)) {
		error(in->name, "unexpected end of file");
		return -1;
	}
	return NOT_GZIP;
}

/* After the last member: zeros are padding, anything else a warning. */
static int trailing(struct input *in, int c)
{
	int r;

	while (c == 0) {
		while (in->pos < in->len && !inbuf[in->pos])
			in->pos++;
		r = fill(in);
		if (r < 0)
			return -1;
		if (!r)
			return 0;
		c = inbuf[in->pos];
	}
	warning("%s: decompression OK, trailing garbage ignored", in->name);
	return 0;
}

/*
 * Inflate every member, the first one's header already read into h.
 * hdr adds up header and trailer bytes, for the ratio.
 */
static int gz_decompress(struct input *in, struct output *out,
			 struct gzhead *h, uint64_t *hdr)
{
	unsigned char t[8];
	uint32_t crc, want, isize;
	uint64_t start;
	z_stream z;
	int ret, r, c, c2, i;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, -MAX_WBITS) != Z_OK) {
		error(in->name, "out of memory");
		return -1;
	}
	*hdr = 0;
	for (;;) {
		*hdr += h->size + 8;
		crc = 0;
		start = out->count;
		do {
			r = fill(in);
			if (r < 0)
				goto fail;
			z.next_in = inbuf + in->pos;
			z.avail_in = (uInt)(in->len - in->pos);
			z.next_out = outbuf;
			z.avail_out = OUT_SIZE;
			ret = inflate(&z, Z_NO_FLUSH);
			in->pos = in->len - z.avail_in;
			if (ret == Z_DATA_ERROR || ret == Z_NEED_DICT ||
			    ret == Z_STREAM_ERROR) {
				error(in->name,
				      "invalid compressed data--format violated");
				goto fail;
			}
			if (ret == Z_MEM_ERROR) {
				error(in->name, "out of memory");
				goto fail;
			}
			if (ret == Z_BUF_ERROR && !r) {
				error(in->name, "unexpected end of file");
				goto fail;
			}
			crc = crc32(crc, outbuf, OUT_SIZE - z.avail_out);
			if (put(out, outbuf, OUT_SIZE - z.avail_out))
				goto fail;
		} while (ret != Z_STREAM_END);

		for (i = 0; i < 8; i++) {
			c = get_byte(in);
			if (c < 0) {
				if (c == EOF)
					error(in->name, "unexpected end of file");
				goto fail;
			}
			t[i] = (unsigned char)c;
		}
		want = t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 |
		       (uint32_t)t[3] << 24;
		isize = t[4] | (uint32_t)t[5] << 8 | (uint32_t)t[6] << 16 |
			(uint32_t)t[7] << 24;
		if (want != crc) {
			error(in->name, "invalid compressed data--crc error");
			goto fail;
		}
		if (isize != (uint32_t)(out->count - start)) {
			error(in->name, "invalid compressed data--length error");
			goto fail;
		}

		/* another member, padding, or garbage */
		c = get_byte(in);
		if (c == EOF)
			break;
		if (c == -2)
			goto fail;
		c2 = c == 0x1f ? get_byte(in) : c;
		if (c2 == -2)
			goto fail;
		if (c != 0x1f || c2 != 0x8b) {
			if (trailing(in, c) < 0)
				goto fail;
			break;
		}
		if (read_header(in, h))
			goto fail;
		inflateReset(&z);
	}
	inflateEnd(&z);
	return 0;
fail:
	inflateEnd(&z);
	return -1;
}

/* -f -c on data that is not gzip: copy it through as it is */
static int copy_through(struct input *in, struct output *out,
			const unsigned char *head, int n)
{
	int r;

	if (put(out, head, (size_t)n))
		return -1;
	while ((r = fill(in)) > 0) {
		if (put(out, inbuf + in->pos, in->len - in->pos))
			return -1;
		in->pos = in->len;
	}
	return r;
}

/* ------------------------------------------------------------------ */
/* Ratios, -v and -l                                                    */

/* 100 * num / den as GNU gzip's "%5.1f%%", without floating point */
static void put_ratio(FILE *f, int64_t num, uint64_t den)
{
	char buf[32];
	int64_t r = 0;
	uint64_t a;

	if (den && den <= INT64_MAX / 2000 &&
	    (num < 0 ? -num : num) <= INT64_MAX / 2000) {
		r = num * 2000 / (int64_t)den;
		r = (r + (r < 0 ? -1 : 1)) / 2;	/* tenths, rounded */
	} else if (den) {
		r = num / (int64_t)(den / 1000 ? den / 1000 : 1);
	}
	a = (uint64_t)(r < 0 ? -r : r);
	snprintf(buf, sizeof(buf), "%s%llu.%llu", r < 0 ? "-" : "",
		 (unsigned long long)(a / 10), (unsigned long long)(a % 10));
	fprintf(f, "%5s%%", buf);
}

static void print_date(uint32_t t)
{
	static const char mon[12][4] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
	};
	time_t tt = (time_t)t;
	struct tm tm;

	if (gmtime_r(&tt, &tm) && tm.tm_mon >= 0 && tm.tm_mon < 12)
		printf("%s %2d %02d:%02d ", mon[tm.tm_mon], tm.tm_mday,
		       tm.tm_hour, tm.tm_min);
	else
		printf("??? ?? ??:?? ");
}

static void list_line(uint64_t comp, uint64_t uncomp, uint64_t hdr,
		      const char *name, const struct gzhead *h, uint32_t crc)
{
	if (!listed++) {
		if (verbose)
			printf("method  crc     date  time  ");
		printf("%19s %19s  ratio uncompressed_name\n", "compressed",
		       "uncompressed");
	}
	if (verbose && h) {
		printf("defla %08x ", (unsigned)crc);
		print_date(h->mtime);
	} else if (verbose) {
		printf("%*s", 27, "");
	}
	printf("%19llu %19llu ", (unsigned long long)comp,
	       (unsigned long long)uncomp);
	put_ratio(stdout, (int64_t)uncomp - (int64_t)(comp - hdr), uncomp);
	printf(" %s\n", name);
	list_comp += comp;
	list_uncomp += uncomp;
	list_hdr += hdr;
}

/*
 * -l: the header of the first member, and the size and CRC in the last
 * 8 bytes of the file (the last member's, for several: as GNU gzip).
 */
static char *output_name(const char *iname, const struct gzhead *h);

static void list_file(struct input *in, const char *iname,
		      const struct stat *st)
{
	unsigned char head[2], t[8];
	struct gzhead h;
	char *shown;
	uint64_t size;
	size_t k = 0, n;
	int m, r;

	r = read_magic(in, head, &m);
	if (r == NOT_GZIP)
		error(in->name, "not in gzip format");
	if (r || read_header(in, &h))
		return;
	if (st && S_ISREG(st->st_mode) && st->st_size >= 18) {
		size = (uint64_t)st->st_size;
		if (pread(in->fd, t, 8, st->st_size - 8) != 8) {
			error(in->name, strerror(errno));
			return;
		}
	} else {
		/* not seekable: keep the last 8 bytes that go by */
		memset(t, 0, sizeof(t));
		while ((r = fill(in)) > 0) {
			n = in->len - in->pos;
			if (n >= 8) {
				memcpy(t, inbuf + in->len - 8, 8);
				k = 8;
			} else {
				size_t keepn = k + n > 8 ? 8 - n : k;

				memmove(t, t + k - keepn, keepn);
				memcpy(t + keepn, inbuf + in->pos, n);
				k = keepn + n;
			}
			in->pos = in->len;
		}
		if (r < 0)
			return;
		if (k < 8) {
			error(in->name, "unexpected end of file");
			return;
		}
		size = in->count;
	}
	/* the name gunzip would give it */
	shown = iname ? output_name(iname, &h) : strdup("stdout");
	if (!shown)
		return;
	list_line(size, t[4] | (uint32_t)t[5] << 8 | (uint32_t)t[6] << 16 |
		  (uint32_t)t[7] << 24, h.size + 8, shown, &h,
		  t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 |
		  (uint32_t)t[3] << 24);
	free(shown);
}

/* ------------------------------------------------------------------ */
/* Files                                                                */

/* Decompression suffixes, and what replaces them. */
static const char *const known[][2] = {
	{ ".gz", "" }, { "-gz", "" }, { ".z", "" }, { "-z", "" },
	{ "_z", "" }, { ".tgz", ".tar" }, { ".taz", ".tar" },
};

/* the suffix of name that we know (-S first), or NULL */
static const char *const *find_suffix(const char *name, const char **rep)
{
	static const char *user[2];
	size_t n = strlen(name), k;
	unsigned i;

	user[0] = suffix;
	user[1] = "";
	k = strlen(suffix);
	/* a whole base name is no suffix: "x/.gz" stays */
	if (n > k && !strcmp(name + n - k, suffix) && name[n - k - 1] != '/') {
		*rep = user[1];
		return user;
	}
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		k = strlen(known[i][0]);
		if (n > k && !strcmp(name + n - k, known[i][0]) &&
		    name[n - k - 1] != '/') {
			*rep = known[i][1];
			return known[i];
		}
	}
	return NULL;
}

static int ask_overwrite(const char *name)
{
	char buf[64];
	ssize_t n;

	if (!isatty(0))
		return 0;
	fprintf(stderr, "%s: %s already exists; do you wish to overwrite (y or n)? ",
		progname, name);
	n = read(0, buf, sizeof(buf));
	return n > 0 && (buf[0] == 'y' || buf[0] == 'Y');
}

/*
 * Create the output file, mode 0600 until it is complete.  -1: an error
 * (reported), -2: left alone (an existing file we may not replace).
 */
static int create_output(const char *name, const struct stat *ist)
{
	struct stat ost;
	int fd;

	for (;;) {
		fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
		if (fd >= 0)
			break;
		if (errno != EEXIST) {
			error(name, strerror(errno));
			return -1;
		}
		if (!lstat(name, &ost) && ost.st_dev == ist->st_dev &&
		    ost.st_ino == ist->st_ino) {
			error(name, "input and output are the same file");
			return -1;
		}
		if (!force && !ask_overwrite(name)) {
			warn_msg("%s already exists; not overwritten", name);
			if (!exit_code)
				exit_code = 2;
			return -2;
		}
		if (unlink(name) && errno != ENOENT) {
			error(name, strerror(errno));
			return -1;
		}
	}
	partial = (char *)name;
	have_partial = 1;
	return fd;
}

/* owner, mode and times of the input; mtime from the header with -N */
static void copy_meta(int fd, const struct stat *st, uint32_t mtime)
{
	struct timespec ts[2];

	if (fchown(fd, st->st_uid, st->st_gid) && errno != EPERM)
		warning("%s: %s", partial, strerror(errno));
	if (fchmod(fd, st->st_mode & 07777))
		warning("%s: %s", partial, strerror(errno));
	ts[0] = st->st_atim;
	ts[1] = st->st_mtim;
	if (mtime) {
		ts[1].tv_sec = mtime;
		ts[1].tv_nsec = 0;
	}
	if (futimens(fd, ts))
		warning("%s: %s", partial, strerror(errno));
}

static void verbose_done(const char *iname, const char *oname,
			 uint64_t in_bytes, uint64_t out_bytes, uint64_t hdr)
{
	uint64_t plain = decompress ? out_bytes : in_bytes;
	uint64_t packed = (decompress ? in_bytes : out_bytes) - hdr;

	fprintf(stderr, "%s:\t", iname);
	put_ratio(stderr, (int64_t)plain - (int64_t)packed, plain);
	if (oname)
		fprintf(stderr, " -- %s %s\n",
			keep ? "created" : "replaced with", oname);
	else
		fputc('\n', stderr);
}

static void treat_file(const char *iname);

static void treat_dir(int fd, const char *path)
{
	struct dirent *de;
	DIR *d;
	char *sub;

	d = fdopendir(fd);
	if (!d) {
		error(path, strerror(errno));
		close(fd);
		return;
	}
	while ((errno = 0, de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = join(path, strlen(path), "/", de->d_name);
		if (!sub)
			continue;
		treat_file(sub);
		free(sub);
	}
	if (errno)
		error(path, strerror(errno));
	closedir(d);
}

/* the file's name, or for -N the name in its header, in its folder */
static char *output_name(const char *iname, const struct gzhead *h)
{
	const char *rep, *base, *slash;
	const char *const *suf;

	if (!decompress)
		return join(iname, strlen(iname), suffix, "");
	if (names == 1 && h->name[0]) {
		base = strrchr(h->name, '/');
		base = base ? base + 1 : h->name;
		if (*base && strcmp(base, ".") && strcmp(base, "..")) {
			slash = strrchr(iname, '/');
			return join(iname,
				    slash ? (size_t)(slash - iname) + 1 : 0,
				    base, "");
		}
	}
	suf = find_suffix(iname, &rep);
	if (!suf)
		return join(iname, strlen(iname), "", "");
	return join(iname, strlen(iname) - strlen(suf[0]), rep, "");
}

static void treat_file(const char *iname)
{
	struct input in = { .name = iname };
	struct output out = { .fd = -1 };
	unsigned char head[2];
	struct gzhead h;
	struct stat st;
	const char *rep;
	char *tried = NULL, *oname = NULL;
	uint64_t hdr = 0;
	int fd, r, m, ofd = -1;

	fd = open(iname, O_RDONLY | O_NONBLOCK | (force ? 0 : O_NOFOLLOW));
	if (fd < 0 && errno == ENOENT && decompress &&
	    !find_suffix(iname, &rep)) {
		/* gunzip foo: foo.gz */
		tried = join(iname, strlen(iname), suffix, "");
		if (!tried)
			return;
		fd = open(tried, O_RDONLY | O_NONBLOCK |
				 (force ? 0 : O_NOFOLLOW));
		if (fd >= 0)
			iname = in.name = tried;
	}
	if (fd < 0) {
		error(iname, strerror(errno));
		goto out;
	}
	in.fd = fd;
	if (fstat(fd, &st)) {
		error(iname, strerror(errno));
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		if (recursive) {
			treat_dir(fd, iname);
			fd = -1;
		} else {
			warning("%s is a directory -- ignored", iname);
		}
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		warning("%s is not a directory or a regular file - ignored",
			iname);
		goto out;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	if (!to_stdout && !test && !list && !force) {
		if (st.st_mode & S_ISUID) {
			warning("%s is set-user-ID on execution - ignored", iname);
			goto out;
		}
		if (st.st_mode & S_ISGID) {
			warning("%s is set-group-ID on execution - ignored", iname);
			goto out;
		}
		if (st.st_mode & S_ISVTX) {
			warning("%s has the sticky bit set - file ignored", iname);
			goto out;
		}
		if (st.st_nlink > 1) {
			warning("%s has %lu other link%s -- file ignored", iname,
				(unsigned long)st.st_nlink - 1,
				st.st_nlink > 2 ? "s" : "");
			goto out;
		}
	}

	if (list) {
		list_file(&in, iname, &st);
		goto out;
	}

	if (!decompress) {
		const char *const *suf = find_suffix(iname, &rep);
		const char *base;

		if (suf) {
			if (!recursive && !quiet)
				warn_msg("%s already has %s suffix -- unchanged",
					 iname, suf[0]);
			goto out;
		}
		if (!to_stdout) {
			oname = output_name(iname, NULL);
			if (!oname)
				goto out;
			ofd = create_output(oname, &st);
			if (ofd < 0)
				goto out;
		} else {
			ofd = 1;
		}
		out.fd = ofd;
		out.name = to_stdout ? "stdout" : oname;
		base = strrchr(iname, '/');
		base = base ? base + 1 : iname;
		r = gz_compress(&in, &out, names ? base : NULL,
				names && st.st_mtime > 0 &&
				(uint64_t)st.st_mtime <= UINT32_MAX ?
				(uint32_t)st.st_mtime : 0, &hdr);
		if (r)
			goto fail;
	} else {
		if (!to_stdout && !test && !find_suffix(iname, &rep)) {
			/* as GNU gzip: -q or -r make this no warning at all */
			if (!quiet && !recursive)
				warning("%s: unknown suffix -- ignored", iname);
			goto out;
		}
		r = read_magic(&in, head, &m);
		if (r == NOT_GZIP) {
			if (force && to_stdout) {
				out.fd = 1;
				out.name = "stdout";
				copy_through(&in, &out, head, m);
			} else {
				error(iname, "not in gzip format");
			}
			goto out;
		}
		if (r || read_header(&in, &h))
			goto out;
		if (test) {
			out.fd = -1;
			out.name = "test";
		} else if (to_stdout) {
			out.fd = 1;
			out.name = "stdout";
		} else {
			oname = output_name(iname, &h);
			if (!oname)
				goto out;
			ofd = create_output(oname, &st);
			if (ofd < 0)
				goto out;
			out.fd = ofd;
			out.name = oname;
		}
		if (gz_decompress(&in, &out, &h, &hdr))
			goto fail;
	}

	if (ofd > 1) {
		copy_meta(ofd, &st, decompress && names == 1 ? h.mtime : 0);
		if (close(ofd)) {
			ofd = -1;
			error(oname, strerror(errno));
			goto fail;
		}
		ofd = -1;
		have_partial = 0;
		if (!keep && unlink(iname))
			error(iname, strerror(errno));
	}
	if (verbose) {
		if (test)
			fprintf(stderr, "%s:\t OK\n", iname);
		else
			verbose_done(iname, to_stdout ? NULL : oname,
				     in.count, out.count, hdr);
	}
	goto out;

fail:
	if (ofd > 1) {
		have_partial = 0;
		close(ofd);
		ofd = -1;
		unlink(oname);
	}
out:
	if (fd >= 0)
		close(fd);
	free(oname);
	free(tried);
}

static void treat_stdin(void)
{
	struct input in = { .fd = 0, .name = "stdin" };
	struct output out = { .fd = 1, .name = "stdout" };
	unsigned char head[2];
	struct gzhead h;
	struct stat st;
	uint64_t hdr;
	int r, m, have_st;

	if (!decompress && !test && !list && !force && isatty(1)) {
		warn_msg("compressed data not written to a terminal. "
			 "Use -f to force compression.");
		exit_code = 1;
		return;
	}
	if ((decompress || test || list) && !force && isatty(0)) {
		warn_msg("compressed data not read from a terminal. "
			 "Use -f to force decompression.");
		exit_code = 1;
		return;
	}
	have_st = !fstat(0, &st);
	if (list) {
		list_file(&in, NULL, have_st ? &st : NULL);
		return;
	}
	if (!decompress) {
		uint32_t mt = 0;

		if (names && have_st && S_ISREG(st.st_mode) &&
		    st.st_mtime > 0 && (uint64_t)st.st_mtime <= UINT32_MAX)
			mt = (uint32_t)st.st_mtime;
		gz_compress(&in, &out, NULL, mt, &hdr);
		return;
	}
	r = read_magic(&in, head, &m);
	if (r == NOT_GZIP) {
		if (force && !test)
			copy_through(&in, &out, head, m);
		else
			error("stdin", "not in gzip format");
		return;
	}
	if (r || read_header(&in, &h))
		return;
	if (test)
		out.fd = -1;
	if (!gz_decompress(&in, &out, &h, &hdr) && verbose && test)
		fprintf(stderr, "stdin:\t OK\n");
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
	if (list && listed > 1)
		list_line(list_comp, list_uncomp, list_hdr, "(totals)",
			  NULL, 0);
	if (fflush(stdout) || ferror(stdout)) {
		error("stdout", strerror(errno));
		return 1;
	}
	return exit_code;
}
