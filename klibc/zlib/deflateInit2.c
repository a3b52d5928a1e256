/* SPDX-License-Identifier: MIT */
/*
 * deflateInit2: set up a stream for deflate.  windowBits 8..15 writes a
 * zlib stream, -9..-15 raw deflate, 16 more a gzip stream; 8 is taken as
 * 9, and only for zlib streams, as zlib does; memLevel 1..9 sizes the
 * hash table and the block.
 */
#include <stdlib.h>
#include "deflate.h"

int deflateInit2(z_streamp strm, int level, int method, int windowBits,
		 int memLevel, int strategy)
{
	struct deflate_state *s;
	int wrap = 1;
	unsigned wsize, nsym;

	if (!strm)
		return Z_STREAM_ERROR;
	strm->msg = NULL;
	if (__deflate_params(&level, strategy))
		return Z_STREAM_ERROR;
	if (windowBits < 0) {
		wrap = 0;
		windowBits = -windowBits;
	} else if (windowBits > 15) {
		wrap = 2;
		windowBits -= 16;
	}
	if (method != Z_DEFLATED || windowBits < 8 || windowBits > 15 ||
	    (windowBits == 8 && wrap != 1) ||
	    memLevel < 1 || memLevel > MAX_MEM_LEVEL)
		return Z_STREAM_ERROR;
	if (windowBits == 8)
		windowBits = 9;

	s = __z_alloc(strm, sizeof(*s));
	if (!s)
		return Z_MEM_ERROR;
	memset(s, 0, sizeof(*s));
	s->magic = DEFLATE_MAGIC;
	s->strm = strm;
	s->wrap = wrap;
	s->level = level;
	s->strategy = strategy;
	s->memlevel = memLevel;
	s->wbits = windowBits;
	s->wsize = wsize = 1U << windowBits;
	s->wmask = wsize - 1;
	s->hash_bits = (unsigned)memLevel + 7;
	if (s->hash_bits > 16)
		s->hash_bits = 16;
	/* 32 Ki symbols a block at most (zlib: 16 Ki), which the block
	 * splitting makes good use of; longer blocks lose more often the
	 * choice of being stored, when their start has left the window */
	nsym = 1U << (memLevel + 7 < 15 ? memLevel + 7 : 15);
	s->sym_limit = nsym;
	/*
	 * A block costs at most 31 bits a symbol (with the fixed code, and
	 * nothing longer is ever chosen), level 0 stores less than wsize.
	 */
	s->pending_size = (nsym > wsize / 4 ? 4 * nsym : wsize) + 1024;

	strm->state = (struct internal_state *)s;
	s->window = __z_alloc(strm, 2 * wsize + WIN_SLACK);
	s->syms = __z_alloc(strm, nsym * sizeof(*s->syms));
	s->pending = __z_alloc(strm, s->pending_size);
	if (!s->window || !s->syms || !s->pending || __deflate_alloc_hash(s))
		goto nomem;
	/* the match compare reads past the data: never uninitialised */
	memset(s->window, 0, 2 * wsize + WIN_SLACK);
	return deflateReset(strm);

nomem:
	deflateEnd(strm);
	return Z_MEM_ERROR;
}
