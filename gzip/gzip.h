/* SPDX-License-Identifier: MIT */
/*
 * gzip.h: what the parts of gzip share: the options main() sets, the input
 * and output buffers, the gzip header's fields, and each part's functions
 * (gzip.c: options, messages, main; io.c: reading and writing; compress.c;
 * decompress.c; list.c: -l and the ratios; files.c: names, files, folders).
 */
#ifndef GZIP_H
#define GZIP_H

#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/stat.h>

#define IN_SIZE		(64 * 1024)
#define OUT_SIZE	(128 * 1024)

/* RFC 1952 2.3.1 */
#define FHCRC		0x02
#define FEXTRA		0x04
#define FNAME		0x08
#define FCOMMENT	0x10
#define FRESERVED	0xe0
#define OS_UNIX		3

/* the options (gzip.c) */
extern int decompress, to_stdout, force, keep, list, quiet, recursive;
extern int test, verbose;
extern int names;		/* -n: 0, -N: 1, neither: -1 */
extern int level;
extern const char *suffix;
extern int exit_code;

void error(const char *what, const char *why);
void __attribute__((format(printf, 1, 2))) warning(const char *fmt, ...);

/* Input and output (io.c) */
extern unsigned char inbuf[IN_SIZE];
extern unsigned char outbuf[OUT_SIZE];

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

int fill(struct input *in);
int get_byte(struct input *in);
int put(struct output *out, const void *buf, size_t n);

/* Compression (compress.c) */
int gz_compress(struct input *in, struct output *out, const char *name,
		uint32_t mtime, uint64_t *hdr);

/* Decompression (decompress.c) */
struct gzhead {
	uint32_t mtime;
	int method, flags;
	uint64_t size;		/* header bytes */
	char name[256];		/* FNAME, cut to fit */
};

#define NOT_GZIP	1

int read_header(struct input *in, struct gzhead *h);
int read_magic(struct input *in, unsigned char *head, int *n);
int gz_decompress(struct input *in, struct output *out,
		  struct gzhead *h, uint64_t *hdr);
int copy_through(struct input *in, struct output *out,
		 const unsigned char *head, int n);

/* Ratios, -v and -l (list.c) */
void put_ratio(FILE *f, int64_t num, uint64_t den);
void list_file(struct input *in, const char *iname, const struct stat *st);
void list_totals(void);

/* Files (files.c) */
extern char *partial;
extern volatile sig_atomic_t have_partial;
char *output_name(const char *iname, const struct gzhead *h);
void treat_file(const char *iname);
void treat_stdin(void);

#endif
