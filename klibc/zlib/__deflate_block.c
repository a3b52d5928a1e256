/* SPDX-License-Identifier: MIT */
/*
 * __deflate_block: write the collected symbols as one deflate block, in
 * whichever of the three block types (RFC 1951 3.2.3) is shortest, into
 * the pending output; with the empty stored block of a sync flush, byte
 * alignment at the end, and the copy of pending output to next_out.
 *
 * Bits are gathered in a 64-bit buffer and stored eight bytes at a time;
 * pending has room for that overshoot.
 */
#include "deflate.h"

/* RFC 1951 3.2.6 */
static unsigned fixed_len(unsigned sym)
{
	return sym < 144 ? 8 : sym < 256 ? 9 : sym < 280 ? 7 : 8;
}

struct bitw {
	unsigned char *p;
	uint64_t bb;
	unsigned bc;
};

static Z_ALWAYS_INLINE void put(struct bitw *w, uint64_t v, unsigned n)
{
	w->bb |= v << w->bc;
	w->bc += n;
}

static Z_ALWAYS_INLINE void drain(struct bitw *w)
{
	z_put64(w->p, w->bb);
	w->p += w->bc >> 3;
	w->bb >>= w->bc & ~7U;
	w->bc &= 7;
}

static void wopen(struct deflate_state *s, struct bitw *w)
{
	w->p = s->pending + s->pending_out + s->pending_len;
	w->bb = s->bitbuf;
	w->bc = s->bitcount;
}

static void wclose(struct deflate_state *s, struct bitw *w)
{
	drain(w);
	s->pending_len = (unsigned)(w->p - s->pending) - s->pending_out;
	s->bitbuf = w->bb;
	s->bitcount = w->bc;
}

/* to the next byte boundary, with zero bits */
static void walign(struct bitw *w)
{
	w->bc = (w->bc + 7) & ~7U;
	drain(w);
}

static void stored(struct deflate_state *s, struct bitw *w,
		   const unsigned char *p, unsigned n, int last)
{
	unsigned k;

	do {
		k = n < 65535 ? n : 65535;
		n -= k;
		put(w, last && !n ? 1 : 0, 3);
		walign(w);
		z_put16(w->p, (uint16_t)k);
		z_put16(w->p + 2, (uint16_t)~k);
		if (k)
			memcpy(w->p + 4, p, k);
		w->p += 4 + k;
		p += k;
	} while (n);
}

/* the symbols, with the codes given */
static void symbols(struct deflate_state *s, struct bitw *w, unsigned n,
		    const uint8_t *llen, const uint16_t *lcode,
		    const uint8_t *dlen, const uint16_t *dcode)
{
	/* length 3..258: codeword and extra bits together */
	uint32_t lbits[256];
	uint8_t lnb[256];
	const uint32_t *sym = s->syms, *end = s->syms + n;
	unsigned l, ls, x;

	for (l = 0; l < 256; l++) {
		ls = z_len_sym(l + Z_MIN_MATCH);
		x = l + Z_MIN_MATCH - __z_len_base[ls];
		lbits[l] = lcode[257 + ls] | x << llen[257 + ls];
		lnb[l] = (uint8_t)(llen[257 + ls] + __z_len_extra[ls]);
	}
	for (; sym < end; sym++) {
		uint32_t v = *sym;

		if (v < 256) {
			put(w, lcode[v], llen[v]);
		} else {
			unsigned len = v & 255, dist = v >> 8, ds;

			put(w, lbits[len], lnb[len]);
			ds = z_dist_sym(dist);
			put(w, dcode[ds] | (uint64_t)(dist - __z_dist_base[ds])
					   << dlen[ds],
			    dlen[ds] + __z_dist_extra[ds]);
		}
		drain(w);
	}
	put(w, lcode[Z_END_BLOCK], llen[Z_END_BLOCK]);
	drain(w);
}

void __deflate_block(struct deflate_state *s, int last)
{
	uint8_t llen[Z_NUM_LITLEN], dlen[Z_NUM_DIST], plen[Z_NUM_PRECODE];
	uint16_t lcode[Z_NUM_LITLEN], dcode[Z_NUM_DIST], pcode[Z_NUM_PRECODE];
	uint8_t all[Z_NUM_LITLEN + Z_NUM_DIST];
	/* the code lengths run-length coded: symbol | extra << 5 */
	uint16_t rle[Z_NUM_LITLEN + Z_NUM_DIST];
	uint32_t pfreq[Z_NUM_PRECODE];
	unsigned nlen, ndist, ncode, nrle, i, j, run;
	uint64_t xbits, dyn, fix, sto;
	const unsigned char *raw = NULL;
	struct bitw w;
	unsigned n = s->nsyms;

	if (s->split) {
		/* the block ends where its last segment starts */
		n = s->seg_start;
	} else {
		for (i = 0; i < Z_NUM_LITLEN; i++)
			s->lfreq[i] += s->slfreq[i];
		for (i = 0; i < Z_NUM_DIST; i++)
			s->dfreq[i] += s->sdfreq[i];
		s->block_bytes += s->seg_bytes;
	}
	s->lfreq[Z_END_BLOCK] = 1;
	wopen(s, &w);

	if (s->block_start >= 0)
		raw = s->window + s->block_start;
	if (s->parser == DP_STORED) {
		stored(s, &w, raw, s->block_bytes, last);
		goto done;
	}

	__deflate_huffman(s->lfreq, 286, 15, llen, lcode);
	__deflate_huffman(s->dfreq, 30, 15, dlen, dcode);

	/* the bits every block type spends on extra bits */
	xbits = 0;
	for (i = 0; i < 29; i++)
		xbits += (uint64_t)s->lfreq[257 + i] * __z_len_extra[i];
	for (i = 0; i < 30; i++)
		xbits += (uint64_t)s->dfreq[i] * __z_dist_extra[i];

	/* fixed codes */
	fix = 3 + xbits;
	for (i = 0; i < 286; i++)
		fix += (uint64_t)s->lfreq[i] * fixed_len(i);
	for (i = 0; i < 30; i++)
		fix += (uint64_t)s->dfreq[i] * 5;

	/* dynamic: the code lengths, run-length coded (RFC 1951 3.2.7) */
	for (nlen = 286; nlen > 257 && !llen[nlen - 1]; nlen--)
		;
	for (ndist = 30; ndist > 1 && !dlen[ndist - 1]; ndist--)
		;
	memcpy(all, llen, nlen);
	memcpy(all + nlen, dlen, ndist);
	memset(pfreq, 0, sizeof(pfreq));
	nrle = 0;
	for (i = 0; i < nlen + ndist; i += run) {
		unsigned v = all[i];

		for (run = 1; i + run < nlen + ndist && all[i + run] == v;
		     run++)
			;
		j = run;
		if (!v) {
			while (j >= 11) {
				unsigned k = j < 138 ? j : 138;

				rle[nrle++] = 18 | (k - 11) << 5;
				pfreq[18]++;
				j -= k;
			}
			if (j >= 3) {
				rle[nrle++] = 17 | (j - 3) << 5;
				pfreq[17]++;
				j = 0;
			}
		} else if (j >= 4) {
			/* the value once, then copies of it */
			rle[nrle++] = v;
			pfreq[v]++;
			j--;
			while (j >= 3) {
				unsigned k = j < 6 ? j : 6;

				rle[nrle++] = 16 | (k - 3) << 5;
				pfreq[16]++;
				j -= k;
			}
		}
		while (j--) {
			rle[nrle++] = v;
			pfreq[v]++;
		}
	}
	__deflate_huffman(pfreq, Z_NUM_PRECODE, 7, plen, pcode);
	for (ncode = 19; ncode > 4 && !plen[__z_precode_order[ncode - 1]];
	     ncode--)
		;
	dyn = 3 + 5 + 5 + 4 + 3 * ncode + xbits +
	      pfreq[16] * 2 + pfreq[17] * 3 + pfreq[18] * 7;
	for (i = 0; i < Z_NUM_PRECODE; i++)
		dyn += (uint64_t)pfreq[i] * plen[i];
	for (i = 0; i < 286; i++)
		dyn += (uint64_t)s->lfreq[i] * llen[i];
	for (i = 0; i < 30; i++)
		dyn += (uint64_t)s->dfreq[i] * dlen[i];

	/* stored: header, alignment and lengths per 65535 bytes */
	sto = ~(uint64_t)0;
	if (raw)
		sto = (uint64_t)s->block_bytes * 8 +
		      (s->block_bytes / 65535 + 1) * (3 + 7 + 32);

	if (sto <= fix && sto <= dyn) {
		stored(s, &w, raw, s->block_bytes, last);
	} else if (fix <= dyn || s->strategy == Z_FIXED) {
		for (i = 0; i < Z_NUM_LITLEN; i++)
			llen[i] = (uint8_t)fixed_len(i);
		for (i = 0; i < Z_NUM_DIST; i++)
			dlen[i] = 5;
		__deflate_canonical(llen, Z_NUM_LITLEN, lcode);
		__deflate_canonical(dlen, Z_NUM_DIST, dcode);
		put(&w, last ? 3 : 2, 3);
		symbols(s, &w, n, llen, lcode, dlen, dcode);
	} else {
		put(&w, last ? 5 : 4, 3);
		put(&w, (nlen - 257) | (ndist - 1) << 5 | (ncode - 4) << 10,
		    14);
		drain(&w);
		for (i = 0; i < ncode; i++) {
			put(&w, plen[__z_precode_order[i]], 3);
			drain(&w);
		}
		for (i = 0; i < nrle; i++) {
			unsigned sym = rle[i] & 31;

			put(&w, pcode[sym], plen[sym]);
			if (sym >= 16)
				put(&w, rle[i] >> 5, sym == 16 ? 2 :
						     sym == 17 ? 3 : 7);
			drain(&w);
		}
		symbols(s, &w, n, llen, lcode, dlen, dcode);
	}
	/* prices for the next block's short matches; unused: dear */
	for (i = 0; i < 286; i++)
		s->cost_l[i] = llen[i] ? llen[i] : 12;
	for (i = 0; i < 30; i++)
		s->cost_d[i] = dlen[i] ? dlen[i] : 8;
done:
	wclose(s, &w);
	s->block_start += s->block_bytes;
	if (s->split) {
		/* the last segment starts the next block */
		memmove(s->syms, s->syms + n,
			(s->nsyms - n) * sizeof(*s->syms));
		s->nsyms -= n;
		memcpy(s->lfreq, s->slfreq, sizeof(s->lfreq));
		memcpy(s->dfreq, s->sdfreq, sizeof(s->dfreq));
		s->block_bytes = s->seg_bytes;
		s->split = 0;
	} else {
		memset(s->lfreq, 0, sizeof(s->lfreq));
		memset(s->dfreq, 0, sizeof(s->dfreq));
		s->nsyms = 0;
		s->block_bytes = 0;
	}
	memset(s->slfreq, 0, sizeof(s->slfreq));
	memset(s->sdfreq, 0, sizeof(s->sdfreq));
	s->seg_bytes = 0;
	s->seg_start = s->nsyms;
}

/* an empty stored block: the output so far ends on a byte boundary */
void __deflate_sync(struct deflate_state *s)
{
	struct bitw w;

	wopen(s, &w);
	put(&w, 0, 3);
	walign(&w);
	z_put16(w.p, 0);
	z_put16(w.p + 2, 0xffff);
	w.p += 4;
	wclose(s, &w);
}

/* the last bits, padded to a byte, at the end of the stream */
void __deflate_align(struct deflate_state *s)
{
	struct bitw w;

	wopen(s, &w);
	walign(&w);
	wclose(s, &w);
}

/* as much pending output as fits into next_out */
void __deflate_put_pending(struct deflate_state *s)
{
	z_streamp strm = s->strm;
	unsigned n = s->pending_len;

	if (n > strm->avail_out)
		n = strm->avail_out;
	if (n) {
		memcpy(strm->next_out, s->pending + s->pending_out, n);
		strm->next_out += n;
		strm->avail_out -= n;
		strm->total_out += n;
		s->pending_out += n;
		s->pending_len -= n;
	}
	if (!s->pending_len)
		s->pending_out = 0;
}
