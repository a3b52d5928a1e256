/* SPDX-License-Identifier: MIT */
/*
 * deflate.h: the state of a deflate stream, shared by the compressor's
 * files: the driver (deflate.c: wrapper, flushes, output), the window
 * (__deflate_fill.c), the parsers (__deflate_run.c), the block writer
 * (__deflate_block.c) and the Huffman code builder (__deflate_huffman.c).
 *
 * Memory, for the default windowBits 15 and memLevel 8: a 64 KiB window
 * of two halves that slides by one half, 64 KiB of hash heads, 64 KiB of
 * chain links and 64 KiB of 3-byte heads (16-bit window positions, 0
 * meaning none), 128 KiB of symbols for one block, and the output of one
 * block (128 KiB and a bit): about 520 KiB.
 */
#ifndef _KLIBC_DEFLATE_H
#define _KLIBC_DEFLATE_H

#include "zint.h"

#define DEFLATE_MAGIC	0x64656672U	/* "defr" */

/* room left after the current position before we must have more input */
#define MIN_LOOKAHEAD	(Z_MAX_MATCH + Z_MIN_MATCH + 1)
/* bytes readable past the window by the word-wise match compare */
#define WIN_SLACK	16

#define HASH3_BITS	15

enum def_status { DS_INIT, DS_BUSY, DS_FINISH };

enum def_parser { DP_STORED, DP_GREEDY, DP_LAZY, DP_HUFFMAN, DP_RLE };

/* what __deflate_run achieved */
enum def_result {
	DR_NEED_MORE,	/* out of input, or the output has to drain first */
	DR_FLUSHED,	/* everything so far is out (Z_SYNC_FLUSH and such) */
	DR_FINISHED,	/* the final block is out */
};

struct deflate_state {
	uint32_t magic;		/* DEFLATE_MAGIC: not an inflate stream */
	z_streamp strm;
	enum def_status status;
	int wrap;		/* 0 raw, 1 zlib, 2 gzip */
	int trailer_done;
	int level, strategy, memlevel;
	int wbits;
	int last_flush;		/* the flush of the previous call, -1: none,
				 * -2: no call since the start */
	int have_dict;		/* zlib: the header names a dictionary */
	uint32_t dictid;	/* its Adler-32 */
	enum def_parser parser;

	/* the level's search parameters */
	unsigned max_chain;	/* chain links followed at most */
	unsigned good;		/* a match this long: search a quarter as far */
	unsigned lazy;		/* a match this long is taken at once */
	unsigned nice;		/* a match this long ends the search */

	uint32_t check;		/* Adler-32 or CRC-32 of the input */

	/* window: 2 * wsize bytes; data before strstart is history */
	unsigned char *window;
	unsigned wsize, wmask;
	unsigned strstart;	/* the next byte to parse */
	unsigned lookahead;	/* bytes from strstart on */
	unsigned inserted;	/* positions below this are in the hash */
	long block_start;	/* where the current block's input starts */
	long floor;		/* no match reaches back before this */
	unsigned block_bytes;	/* input bytes the block's symbols cover */

	/* match finder */
	uint16_t *head;		/* newest position per 4-byte hash */
	uint16_t *prev;		/* older position with the same hash */
	uint16_t *head3;	/* newest position per 3-byte hash */
	unsigned hash_bits;
	/* code lengths of the last block, to price short matches */
	uint8_t cost_l[Z_NUM_LITLEN], cost_d[Z_NUM_DIST];

	/* lazy matching across calls: the match found at strstart - 1 */
	int held;		/* a match waits at strstart - 1 */
	unsigned held_len, held_dist;

	/* the block being collected */
	uint32_t *syms;		/* literal, or (distance << 8 | length - 3) */
	unsigned nsyms, sym_limit;
	uint32_t lfreq[Z_NUM_LITLEN];	/* symbols before seg_start */
	uint32_t dfreq[Z_NUM_DIST];
	int block_ready;	/* to be written once the output drained */

	/*
	 * Block splitting: the symbols since seg_start (seg_bytes of input)
	 * are counted apart; every seg_len symbols the block is ended before
	 * them if coding them on their own is estimated to be cheaper.
	 */
	uint32_t slfreq[Z_NUM_LITLEN];
	uint32_t sdfreq[Z_NUM_DIST];
	unsigned seg_start, seg_bytes, seg_len;
	int split;		/* the ready block ends at seg_start */

	/* output: whole blocks go to pending, then to next_out */
	unsigned char *pending;
	unsigned pending_size, pending_len, pending_out;
	uint64_t bitbuf;	/* bits not yet in pending, lowest first */
	unsigned bitcount;

	/*
	 * deflateSetHeader: head_put writes the gzip header of the caller's
	 * gz_header (gzhead) into pending, over as many calls as the output
	 * needs (head_pos: bytes of it written, head_crc: their CRC-32), and
	 * says when it is all there; a pointer, so that the code is linked
	 * only by programs that ask.  head_more: its bytes beyond the plain
	 * header's ten, for deflateBound.
	 */
	gz_headerp gzhead;
	int (*head_put)(struct deflate_state *s);
	unsigned head_pos, head_more;
	uint32_t head_crc;
};

static inline struct deflate_state *def_state(z_streamp strm)
{
	struct deflate_state *s;

	if (!strm || !strm->state)
		return NULL;
	s = (struct deflate_state *)strm->state;
	if (s->magic != DEFLATE_MAGIC || s->strm != strm)
		return NULL;
	return s;
}

/* __deflate_level.c: parser and search parameters of level and strategy */
void __deflate_level(struct deflate_state *s);
/* the hash tables a level (not 0) and strategy need: 0, or Z_MEM_ERROR */
int __deflate_alloc_hash(struct deflate_state *s);

/* __deflate_fill.c: slide the window if needed and read input into it */
void __deflate_fill(struct deflate_state *s);
/* forget all history (Z_FULL_FLUSH, reset) */
void __deflate_clear_hash(struct deflate_state *s);

/* __deflate_run.c: parse into blocks and write them, as flush asks */
enum def_result __deflate_run(struct deflate_state *s, int flush);

/* __deflate_block.c */
void __deflate_block(struct deflate_state *s, int last);
void __deflate_sync(struct deflate_state *s);
void __deflate_align(struct deflate_state *s);
void __deflate_put_pending(struct deflate_state *s);

/* __deflate_huffman.c: code lengths (at most maxlen) and codewords */
void __deflate_huffman(const uint32_t *freq, unsigned n, unsigned maxlen,
		       uint8_t *lens, uint16_t *codes);
/* __deflate_canonical.c: the codewords of code lengths */
void __deflate_canonical(const uint8_t *lens, unsigned n, uint16_t *codes);

/* Hashes of the 4 and 3 bytes at p, for the match finder. */
static Z_ALWAYS_INLINE unsigned z_hash4(const unsigned char *p, unsigned bits)
{
	return (z_get32(p) * 0x9e3779b1U) >> (32 - bits);
}

static Z_ALWAYS_INLINE unsigned z_hash3(const unsigned char *p)
{
	return ((z_get32(p) & 0xffffff) * 0x9e3779b1U) >> (32 - HASH3_BITS);
}

/* Enter window position p into the hash tables. */
static Z_ALWAYS_INLINE void z_insert(struct deflate_state *s, unsigned p)
{
	const unsigned char *q = s->window + p;
	unsigned h = z_hash4(q, s->hash_bits);

	s->prev[p & s->wmask] = s->head[h];
	s->head[h] = (uint16_t)p;
	s->head3[z_hash3(q)] = (uint16_t)p;
}

/* The length symbol (0-28) and distance symbol (0-29) of RFC 1951. */
static Z_ALWAYS_INLINE unsigned z_len_sym(unsigned len)
{
	unsigned l = len - Z_MIN_MATCH, n;

	if (l < 8)
		return l;
	if (len == Z_MAX_MATCH)
		return 28;
	n = 31 - __builtin_clz(l);
	return 4 * (n - 1) + ((l >> (n - 2)) & 3);
}

static Z_ALWAYS_INLINE unsigned z_dist_sym(unsigned dist)
{
	unsigned d = dist - 1, n;

	if (d < 4)
		return d;
	n = 31 - __builtin_clz(d);
	return 2 * n + ((d >> (n - 1)) & 1);
}

#endif
