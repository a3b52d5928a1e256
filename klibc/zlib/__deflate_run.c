/* SPDX-License-Identifier: MIT */
/*
 * __deflate_run: turn the input into blocks of literals and matches.
 *
 * Matches are found through hash chains over 4-byte prefixes, and a
 * table of the newest position per 3-byte prefix for matches of length
 * three.  The levels choose a parser: greedy (1-3: take the longest match
 * found at each position), lazy (4-9: before taking a match, look whether
 * the next position starts a longer one, as deflate has done since
 * PKZIP), and how long chains are followed.  Run-length and Huffman-only
 * parsers serve Z_RLE and Z_HUFFMAN_ONLY; level 0 only stores.
 *
 * A parser stops when fewer than MIN_LOOKAHEAD bytes are left and the
 * caller does not flush, or when the block's symbol buffer is full; its
 * state (a match held back at the previous position) carries over.
 */
#include "deflate.h"

/*
 * A length-3 match must be this many bits cheaper than its three literals
 * (tried on text and code: it also stands for the longer matches it may
 * hide at the next two positions).
 */
#define MARGIN3		2

/* how many bytes from start on agree, up to max (reads up to 7 past it) */
static Z_ALWAYS_INLINE unsigned match_len(const unsigned char *a,
					  const unsigned char *b,
					  unsigned len, unsigned max)
{
	while (len < max) {
		z_word x = *(const z_wordu *)(a + len) ^
			   *(const z_wordu *)(b + len);

		if (x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
			len += __builtin_clzl(x) >> 3;
#else
			len += __builtin_ctzl(x) >> 3;
#endif
			return len < max ? len : max;
		}
		len += sizeof(z_word);
	}
	return max;
}

/*
 * The longest match at pos longer than best (at least 3), following the
 * chain from cand; distances stay below the window size, so that a chain
 * link is never one that a newer position has overwritten.  A candidate
 * is looked at only if its 4 bytes ending at best and its first 4 agree
 * with ours.  Kept out of line, so that its loop has the registers.
 */
static __attribute__((noinline)) unsigned
longest(const unsigned char *win, const uint16_t *prev, unsigned pos,
	unsigned cand, unsigned wsize, unsigned maxlen, unsigned best,
	unsigned chain, unsigned nice, unsigned *dist)
{
	const unsigned char *cur = win + pos;
	unsigned limit = pos > wsize ? pos - wsize : 0;
	unsigned wmask = wsize - 1, len;
	uint32_t first = z_get32(cur), tail = z_get32(cur + best - 3);
	const unsigned char *wt = win + best - 3;

	if (nice > maxlen)
		nice = maxlen;
	while (cand > limit) {
		if (z_get32(wt + cand) == tail &&
		    z_get32(win + cand) == first) {
			len = match_len(win + cand, cur, 4, maxlen);
			if (len > best) {
				best = len;
				*dist = pos - cand;
				if (len >= nice)
					break;
				tail = z_get32(cur + best - 3);
				wt = win + best - 3;
			}
		}
		if (!--chain)
			break;
		cand = prev[cand & wmask];
	}
	return best;
}

#define EMIT_LIT(c) do {					\
	unsigned c_ = (c);					\
	syms[nsyms++] = c_;					\
	s->slfreq[c_]++;					\
	s->seg_bytes++;						\
} while (0)

#define EMIT_MATCH(len, dist) do {				\
	unsigned l_ = (len), d_ = (dist);			\
	syms[nsyms++] = d_ << 8 | (l_ - Z_MIN_MATCH);		\
	s->slfreq[257 + z_len_sym(l_)]++;			\
	s->sdfreq[z_dist_sym(d_)]++;				\
	s->seg_bytes += l_;					\
} while (0)

/* log2(x) in 16.16 fixed point, for x >= 1, to within 1/1000 */
static const uint16_t log2_frac[32] = {
	0, 2909, 5732, 8473, 11136, 13727, 16248, 18704, 21098, 23433, 25711,
	27936, 30109, 32234, 34312, 36346, 38336, 40286, 42196, 44068, 45904,
	47705, 49472, 51207, 52911, 54584, 56229, 57845, 59434, 60997, 62534,
	64047
};

static uint32_t log2_fix(uint32_t x)
{
	unsigned k = 31 - __builtin_clz(x);
	unsigned m = k >= 5 ? (x >> (k - 5)) & 31 : (x << (5 - k)) & 31;

	return k << 16 | log2_frac[m];
}

/* the segment joins the block */
static void join(struct deflate_state *s, unsigned nsyms)
{
	unsigned i;

	for (i = 0; i < Z_NUM_LITLEN; i++)
		s->lfreq[i] += s->slfreq[i];
	for (i = 0; i < Z_NUM_DIST; i++)
		s->dfreq[i] += s->sdfreq[i];
	memset(s->slfreq, 0, sizeof(s->slfreq));
	memset(s->sdfreq, 0, sizeof(s->sdfreq));
	s->block_bytes += s->seg_bytes;
	s->seg_bytes = 0;
	s->seg_start = nsyms;
}

/*
 * The end of a segment: end the block?  Two tests.  Before the segment,
 * if coding the two parts apart is estimated to be cheaper than
 * together: the cost of each part its entropy (the sum of f log2(n / f)
 * over its symbols; extra bits are the same either way) and a code table
 * for the new block, about 2 bits for each symbol it uses.  After the
 * segment, if the block compresses better than 2:1 with fewer matches
 * than literals (GNU gzip's test: short blocks pay where data is
 * compressible, their codes follow it closely).
 */
static int segment(struct deflate_state *s, unsigned nsyms)
{
	uint64_t fa = 0, fb = 0, fc = 0, ta = 0, tb = 0;
	uint64_t ca, cb, cc, used = 0, out = 0, nm = 0;
	unsigned i, a, b;

	if (s->seg_start) {
		for (i = 0; i < Z_NUM_LITLEN + Z_NUM_DIST; i++) {
			if (i < Z_NUM_LITLEN) {
				a = s->lfreq[i];
				b = s->slfreq[i];
			} else {
				a = s->dfreq[i - Z_NUM_LITLEN];
				b = s->sdfreq[i - Z_NUM_LITLEN];
			}
			if (a)
				fa += (uint64_t)a * log2_fix(a);
			if (b) {
				fb += (uint64_t)b * log2_fix(b);
				used++;
			}
			if (a + b)
				fc += (uint64_t)(a + b) * log2_fix(a + b);
			if (i < Z_NUM_LITLEN) {
				ta += a;
				tb += b;
			}
		}
		/* one n for both alphabets: close enough */
		ca = ta * log2_fix((uint32_t)ta) - fa;
		cb = tb * log2_fix((uint32_t)tb) - fb;
		cc = (ta + tb) * log2_fix((uint32_t)(ta + tb)) - fc;
		if (ca + cb + ((2 * used) << 16) < cc) {
			s->split = 1;
			s->block_ready = 1;
			return 1;
		}
	}
	join(s, nsyms);
	/* at most 8 bits a literal, 8 + 5 + extra a match */
	for (i = 0; i < 30; i++) {
		out += (uint64_t)s->dfreq[i] * (5 + __z_dist_extra[i]);
		nm += s->dfreq[i];
	}
	out = (out + (uint64_t)nsyms * 8) / 8;
	if (nm < nsyms / 2 && out < s->block_bytes / 2) {
		s->block_ready = 1;
		return 1;
	}
	return 0;
}

/*
 * Search at pos: insert it, then the longest match longer than best
 * (0 if none).  A length-3 match comes from the 3-byte table, when near.
 */
static Z_ALWAYS_INLINE unsigned search(struct deflate_state *s, unsigned pos,
				       unsigned maxlen, unsigned best,
				       unsigned chain, unsigned *dist)
{
	const unsigned char *q = s->window + pos;
	unsigned h = z_hash4(q, s->hash_bits), h3 = z_hash3(q);
	unsigned cand = s->head[h], c3 = s->head3[h3], len;

	s->prev[pos & s->wmask] = (uint16_t)cand;
	s->head[h] = (uint16_t)pos;
	s->head3[h3] = (uint16_t)pos;
	if (!chain || best >= maxlen)
		return 0;
	len = longest(s->window, s->prev, pos, cand, s->wsize, maxlen,
		      best < 3 ? 3 : best, chain, s->nice, dist);
	if (len > 3 && len > best)
		return len;
	if (best < 3 && c3 && pos - c3 < s->wsize &&
	    (z_get32(s->window + c3) & 0xffffff) == (z_get32(q) & 0xffffff)) {
		/* worth it only if cheaper than three literals, as the
		 * last block's codes would have coded them: far ones pay
		 * off in code, rarely in text */
		unsigned d = pos - c3, ds = z_dist_sym(d);

		unsigned mc = s->cost_l[257] + s->cost_d[ds] +
			      __z_dist_extra[ds] + MARGIN3;
		unsigned lc = (unsigned)s->cost_l[q[0]] + s->cost_l[q[1]] +
			      s->cost_l[q[2]];

		if (mc < lc) {
			*dist = d;
			return 3;
		}
	}
	return 0;
}

/* about the extra bits a distance costs */
static Z_ALWAYS_INLINE int dist_bits(unsigned dist)
{
	return 31 - __builtin_clz(dist);
}

/*
 * Whether the block must end before the next symbol: its buffer full
 * (more than room symbols), or a segment closed by segment().
 */
static Z_ALWAYS_INLINE int block_ends(struct deflate_state *s, unsigned nsyms,
				      unsigned room)
{
	if (nsyms > room) {
		s->block_ready = 1;
		return 1;
	}
	return nsyms - s->seg_start >= s->seg_len && segment(s, nsyms);
}

/* Where a parse stopped, for the next call. */
static Z_ALWAYS_INLINE void parse_stopped(struct deflate_state *s,
					  unsigned nsyms, unsigned pos,
					  unsigned end)
{
	s->nsyms = nsyms;
	s->lookahead = end - pos;
	s->strstart = pos;
}

static void parse_lazy(struct deflate_state *s, int flush)
{
	const unsigned char *win = s->window;
	uint32_t *syms = s->syms;
	unsigned nsyms = s->nsyms, room = s->sym_limit - 2;
	unsigned pos = s->strstart, end = pos + s->lookahead;
	unsigned stop = flush ? end : end - MIN_LOOKAHEAD;
	unsigned held = s->held, hlen = s->held_len, hdist = s->held_dist;
	unsigned minlen = s->strategy == Z_FILTERED ? 6 : Z_MIN_MATCH;
	unsigned len, dist = 0, maxlen, chain, p, mend;

	while (pos < stop || (held && pos == end)) {
		if (block_ends(s, nsyms, room))
			break;
		len = 0;
		maxlen = end - pos < Z_MAX_MATCH ? end - pos : Z_MAX_MATCH;
		if (maxlen >= 4) {
			chain = s->max_chain;
			if (held && hlen >= s->good)
				chain >>= 2;
			if (held && hlen >= s->lazy)
				chain = 0;
			len = search(s, pos, maxlen, held ? hlen : 0, chain,
				     &dist);
			if (len < minlen)
				len = 0;
		}
		if (held) {
			/*
			 * A longer match next door: a literal first, unless
			 * its distance costs more bits than its length saves
			 * (three a byte, tried on text and code).
			 */
			if (len && 3 * (int)(len - hlen) >
				   dist_bits(dist) - dist_bits(hdist)) {
				EMIT_LIT(win[pos - 1]);
				hlen = len;
				hdist = dist;
				pos++;
				continue;
			}
			EMIT_MATCH(hlen, hdist);
			mend = pos - 1 + hlen;
			for (p = pos + 1; p < mend && p + 4 <= end; p++)
				z_insert(s, p);
			pos = mend;
			held = 0;
		} else if (len) {
			held = 1;
			hlen = len;
			hdist = dist;
			pos++;
		} else {
			EMIT_LIT(win[pos]);
			pos++;
		}
	}
	s->held = held;
	s->held_len = hlen;
	s->held_dist = hdist;
	parse_stopped(s, nsyms, pos, end);
}

static void parse_greedy(struct deflate_state *s, int flush)
{
	const unsigned char *win = s->window;
	uint32_t *syms = s->syms;
	unsigned nsyms = s->nsyms, room = s->sym_limit - 1;
	unsigned pos = s->strstart, end = pos + s->lookahead;
	unsigned stop = flush ? end : end - MIN_LOOKAHEAD;
	unsigned len, dist = 0, maxlen, p;

	while (pos < stop) {
		if (block_ends(s, nsyms, room))
			break;
		len = 0;
		maxlen = end - pos < Z_MAX_MATCH ? end - pos : Z_MAX_MATCH;
		if (maxlen >= 4)
			len = search(s, pos, maxlen, 0, s->max_chain, &dist);
		if (len) {
			EMIT_MATCH(len, dist);
			/* long matches are not worth indexing here */
			if (len <= s->lazy)
				for (p = pos + 1; p < pos + len && p + 4 <= end;
				     p++)
					z_insert(s, p);
			pos += len;
		} else {
			EMIT_LIT(win[pos]);
			pos++;
		}
	}
	parse_stopped(s, nsyms, pos, end);
}

/* Z_RLE: matches at distance one only; Z_HUFFMAN_ONLY: no matches */
static void parse_rle(struct deflate_state *s, int flush)
{
	const unsigned char *win = s->window;
	uint32_t *syms = s->syms;
	unsigned nsyms = s->nsyms, room = s->sym_limit - 1;
	unsigned pos = s->strstart, end = pos + s->lookahead;
	unsigned stop = flush ? end : end - MIN_LOOKAHEAD;
	unsigned len, maxlen;

	while (pos < stop) {
		if (block_ends(s, nsyms, room))
			break;
		len = 0;
		maxlen = end - pos < Z_MAX_MATCH ? end - pos : Z_MAX_MATCH;
		if (s->parser == DP_RLE && (long)pos > s->floor &&
		    maxlen >= Z_MIN_MATCH && win[pos] == win[pos - 1]) {
			for (len = 1; len < maxlen &&
				      win[pos + len] == win[pos - 1]; len++)
				;
		}
		if (len >= Z_MIN_MATCH) {
			EMIT_MATCH(len, 1);
			pos += len;
		} else {
			EMIT_LIT(win[pos]);
			pos++;
		}
	}
	parse_stopped(s, nsyms, pos, end);
}

/* level 0: the input as it is, in stored blocks of at most chunk bytes */
static void parse_stored(struct deflate_state *s)
{
	unsigned chunk = s->wsize - MIN_LOOKAHEAD, n;

	n = chunk - s->block_bytes;
	if (n > s->lookahead)
		n = s->lookahead;
	s->block_bytes += n;
	s->strstart += n;
	s->lookahead -= n;
	if (s->block_bytes == chunk)
		s->block_ready = 1;
}

/* a block is written whole into pending: it has to be empty first */
static int drained(struct deflate_state *s)
{
	if (s->pending_len)
		__deflate_put_pending(s);
	return !s->pending_len;
}

enum def_result __deflate_run(struct deflate_state *s, int flush)
{
	int flushing = flush != Z_NO_FLUSH;

	for (;;) {
		if (s->block_ready) {
			if (!drained(s))
				return DR_NEED_MORE;
			__deflate_block(s, 0);
			s->block_ready = 0;
			__deflate_put_pending(s);
			continue;
		}
		/* parsers stop MIN_LOOKAHEAD bytes before the end */
		if (s->lookahead <= MIN_LOOKAHEAD) {
			__deflate_fill(s);
			if (s->lookahead <= MIN_LOOKAHEAD && !flushing)
				return DR_NEED_MORE;
			if (!s->lookahead && !s->held)
				break;
		}
		switch (s->parser) {
		case DP_STORED:
			parse_stored(s);
			break;
		case DP_GREEDY:
			parse_greedy(s, flushing);
			break;
		case DP_LAZY:
			parse_lazy(s, flushing);
			break;
		default:
			parse_rle(s, flushing);
			break;
		}
	}

	/* all input is parsed: end the block as the flush asks */
	if (!drained(s))
		return DR_NEED_MORE;
	if (flush == Z_FINISH) {
		__deflate_block(s, 1);
		__deflate_align(s);
		__deflate_put_pending(s);
		return DR_FINISHED;
	}
	if (s->nsyms || s->block_bytes || s->seg_bytes)
		__deflate_block(s, 0);
	__deflate_sync(s);
	if (flush == Z_FULL_FLUSH) {
		__deflate_clear_hash(s);
		s->floor = s->strstart;
	}
	__deflate_put_pending(s);
	return DR_FLUSHED;
}
