/* SPDX-License-Identifier: MIT */
/*
 * gzint.h: the state of a gzip file (gzFile) that the gz* functions
 * share.  A gzFile points at its first member, the three fields zlib
 * 1.2 makes public: the bytes ready to be read and the position.
 *
 * Reading: file data goes to `in', inflate writes to `out' (twice the
 * buffer size, so that gzungetc has room), and x.next/x.have are what is
 * left of it.  Each member is looked at first: gzip (1f 8b) is inflated,
 * anything else at the start of the file is read as it is, anything
 * else after a gzip member is ignored, as zlib does.
 * Writing: the caller's data gathers in `in' and deflate writes `out' to
 * the file.  The buffers and the stream are made on first use, so that
 * gzbuffer can still size them.
 *
 * These functions are in libc.a only: the shared library stays small,
 * and a program linked against it takes them from libc.a.
 */
#ifndef _KLIBC_GZINT_H
#define _KLIBC_GZINT_H

#include <sys/types.h>
#include <zlib.h>

#define GZ_READ		1
#define GZ_WRITE	2

#define GZ_BUFSIZE	8192

/* how the next bytes of a file being read are decoded */
enum gz_how { GZ_LOOK, GZ_COPY, GZ_INFLATE };

struct gzFile_s {
	unsigned have;		/* bytes ready at next (reading) */
	unsigned char *next;
	z_off64_t pos;		/* position in the uncompressed data */
};

struct gz_state {
	struct gzFile_s x;	/* first: what a gzFile points at */
	int mode;		/* GZ_READ or GZ_WRITE */
	int fd;
	char *path;		/* for messages */
	unsigned size;		/* buffer size */
	unsigned char *in, *out;	/* NULL until first use */
	off_t start;		/* reading: where the data starts in fd */
	enum gz_how how;
	int direct;		/* read as it is, or written as it is ('T') */
	int seen;		/* a gzip member was read */
	int eof;		/* reading: the end of the file was read */
	int past;		/* reading: more was asked than there was */
	int level, strategy;
	int err;		/* Z_OK, or the first error */
	char *msg;		/* "path: what", for gzerror */
	z_stream strm;
};

/* gzopen and gzdopen: fd -1 opens path */
gzFile __gz_open(const char *path, int fd, const char *mode);
/* record an error (Z_OK clears it); msg NULL for none */
void __gz_error(struct gz_state *g, int err, const char *msg);
/* the buffers and the stream, on first use: 0, or -1 and an error */
int __gz_bufs(struct gz_state *g);
/* reading: more data at x.next, x.have 0 at the end; -1 on error */
int __gz_fill(struct gz_state *g);
/* writing: compress what is in strm and write it out; -1 on error */
int __gz_comp(struct gz_state *g, int flush);
/* closes a file's descriptor and frees its state: Z_ERRNO if close failed */
int __gz_free(struct gz_state *g);
/* makes sure decompressed bytes wait in x: 0 if some do, -1 at the end of
 * the data or after an error (with past set at the end) */
int __gz_more(struct gz_state *g);

static inline struct gz_state *gz_state(gzFile file, int mode)
{
	struct gz_state *g = (struct gz_state *)file;

	return g && g->mode == mode ? g : (struct gz_state *)0;
}

#endif
