/* SPDX-License-Identifier: MIT */
/*
 * inflate.h: the state of an inflate stream, shared by the decoder's
 * files: the byte-at-a-time state machine (inflate.c), the fast loop
 * (__inflate_fast.c) and the decode table builder (__inflate_table.c).
 */
#ifndef _KLIBC_INFLATE_H
#define _KLIBC_INFLATE_H

#include "zint.h"

/*
 * A decode table entry, one 32-bit word:
 *   bits 0-7    bits to drop: the codeword, plus for a length or a distance
 *               its extra bits; for a link, the root table's bits
 *   bits 8-11   the codeword's own length (the extra bits follow it);
 *               for a link, the index bits of the subtable
 *   bit 12      link to a subtable at index <value>
 *   bit 13      end of block
 *   bit 14      exceptional: a link, the end of block, or an invalid code
 *   bit 15      literal byte <value>
 *   bits 16-31  the value: literal, length base, distance base, a code
 *               length symbol (0-18), or the subtable's index
 */
#define ENT_LINK	0x1000U
#define ENT_EOB		0x2000U
#define ENT_EXC		0x4000U
#define ENT_LIT		0x8000U
#define ENT_INVALID	ENT_EXC

#define ENT_DROP(e)	((e) & 0xff)
#define ENT_CODELEN(e)	(((e) >> 8) & 0xf)
#define ENT_VAL(e)	((e) >> 16)

/*
 * Root table sizes, and the most entries a table of root plus subtables
 * can need for any valid code (counted as zlib's enough.c does).
 */
#define LITLEN_ROOT	11
#define DIST_ROOT	8
#define PRECODE_ROOT	7
#define LITLEN_ENOUGH	2342
#define DIST_ENOUGH	402
#define PRECODE_ENOUGH	128

enum inf_kind { INF_LITLEN, INF_DIST, INF_PRECODE };

/* the fast loop needs this much input and output at hand */
#define FAST_IN		16
#define FAST_OUT	288

int __inflate_table(uint32_t *table, unsigned size, const uint8_t *lens,
		    unsigned n, enum inf_kind kind);

/* The states of the decoder, in stream order. */
enum inf_mode {
	IM_HEAD,	/* zlib or gzip header (or neither, for raw) */
	IM_DICTID,	/* zlib: preset dictionary id */
	IM_DICT,	/* waiting for a dictionary nobody can set */
	IM_GZHEAD,	/* gzip: ID1 ID2 CM FLG */
	IM_GZTIME,	/* gzip: MTIME */
	IM_GZOS,	/* gzip: XFL OS */
	IM_GZEXLEN,	/* gzip: FEXTRA length */
	IM_GZEXTRA,	/* gzip: FEXTRA data */
	IM_GZNAME,	/* gzip: FNAME */
	IM_GZCOMMENT,	/* gzip: FCOMMENT */
	IM_GZHCRC,	/* gzip: FHCRC */
	IM_TYPE,	/* block header */
	IM_STORED,	/* stored block lengths */
	IM_COPY,	/* stored block data */
	IM_TABLE,	/* dynamic block: HLIT, HDIST, HCLEN */
	IM_LENLENS,	/* dynamic block: code length code lengths */
	IM_CODELENS,	/* dynamic block: literal/length and distance lengths */
	IM_LEN,		/* next literal, length or end of block */
	IM_LENEXT,	/* extra bits of a length */
	IM_DIST,	/* distance code */
	IM_DISTEXT,	/* extra bits of a distance */
	IM_MATCH,	/* copying a match */
	IM_LIT,		/* writing a literal */
	IM_CHECK,	/* trailer: Adler-32 or CRC-32 */
	IM_LENGTH,	/* gzip trailer: ISIZE */
	IM_DONE,
	IM_BAD,
	IM_SYNC,	/* inflateSync is looking for a flush point */
};

/* wrap: which header and trailer the stream has */
#define WRAP_ZLIB	1
#define WRAP_GZIP	2

#define INFLATE_MAGIC	0x696e666cU	/* "infl" */

struct inflate_state {
	uint32_t magic;		/* INFLATE_MAGIC: not a deflate stream */
	z_streamp strm;		/* the stream it belongs to */
	enum inf_mode mode;
	int wrap;		/* WRAP_* allowed (both: auto-detect) */
	int kind;		/* WRAP_* of this stream, from its header */
	int wbits;		/* log2 of the largest window allowed */
	int last;		/* the current block is the final one */
	int flags;		/* gzip FLG */
	uint32_t check;		/* Adler-32 or CRC-32 of the output so far */
	uint32_t total;		/* output of this stream, modulo 2^32 */
	uint32_t hcrc;		/* gzip: CRC-32 of the header so far */
	int nocheck;		/* after inflateSync: the check cannot match */
	unsigned sync_got;	/* inflateSync: bytes of 00 00 ff ff found */

	z_word hold;		/* input bits not yet used, the first lowest */
	unsigned bits;		/* how many */

	unsigned wsize;		/* window size (a power of two) */
	unsigned whave;		/* bytes of history in the window */
	unsigned wnext;		/* where the next byte goes */
	unsigned char *window;

	unsigned length;	/* stored length, match length, header count */
	unsigned dist;		/* match distance */
	uint32_t entry;		/* table entry being completed, or a link */
	int fixed;		/* the tables hold the fixed codes */

	/* dynamic block header */
	unsigned nlen, ndist, ncode, have;

	/*
	 * inflateGetHeader: the caller's gz_header, which head_fill fills
	 * in from the gzip header's bytes as inflate reads them (head_mode:
	 * the field they are of, head_pos: how far into it), and at its end;
	 * a pointer, so that the code is linked only by programs that ask.
	 */
	gz_headerp head;
	void (*head_fill)(struct inflate_state *s, const unsigned char *p,
			  unsigned n);
	enum inf_mode head_mode;
	unsigned head_pos;
	/* inflateBackInit: the caller's window, inflateBack's output */
	unsigned char *back_window;

	uint8_t lens[Z_NUM_LITLEN + Z_NUM_DIST];

	uint32_t litlen[LITLEN_ENOUGH];
	uint32_t distt[DIST_ENOUGH];
	uint32_t precode[PRECODE_ENOUGH];
};

void __inflate_window(struct inflate_state *s, const unsigned char *end,
		      unsigned n);

int __inflate_fast(z_streamp strm, struct inflate_state *s,
		   unsigned char *out_start);

/* Called when the block type is known: the fixed codes' tables. */
void __inflate_fixed(struct inflate_state *s);

/* The state of a stream, or NULL when it is not an inflate stream. */
static inline struct inflate_state *inf_state(z_streamp strm)
{
	struct inflate_state *s;

	if (!strm || !strm->state)
		return NULL;
	s = (struct inflate_state *)strm->state;
	if (s->magic != INFLATE_MAGIC || s->strm != strm)
		return NULL;
	return s;
}

#endif
