/* SPDX-License-Identifier: MIT */
/*
 * inflate: decompress as much of the input as fits in the output.
 *
 * A state machine that takes its input a byte at a time, so that it can
 * stop anywhere and resume with the next call; inside a block, when
 * enough input and output are at hand, it hands over to the fast loop in
 * __inflate_fast.c.  Output goes straight to next_out; the last 32 KiB
 * (the window) are kept for matches that reach back past this call's
 * output.  The check value is computed over each call's output as it
 * returns.
 */
#include "inflate.h"

#define PULLBYTE() do {						\
	if (!have)						\
		goto leave;					\
	have--;							\
	hold |= (z_word)*next++ << bits;			\
	bits += 8;						\
} while (0)

#define NEEDBITS(n) do {					\
	while (bits < (unsigned)(n))				\
		PULLBYTE();					\
} while (0)

#define BITS(n)		((unsigned)(hold & (((z_word)1 << (n)) - 1)))
#define DROPBITS(n)	do { hold >>= (n); bits -= (n); } while (0)
#define BYTEBITS()	DROPBITS(bits & 7)

#define BAD(why) do {						\
	strm->msg = (why);					\
	s->mode = IM_BAD;					\
	goto again;						\
} while (0)

/* Add output to the check value and the length of the stream. */
static void update_check(struct inflate_state *s, const unsigned char *p,
			 unsigned n)
{
	if (!n)
		return;
	s->total += n;
	if (s->kind == WRAP_GZIP)
		s->check = crc32(s->check, p, n);
	else if (s->kind == WRAP_ZLIB)
		s->check = adler32(s->check, p, n);
}

/* gzip header bytes: to its CRC, and to inflateGetHeader's caller */
static void header_bytes(struct inflate_state *s, const unsigned char *p,
			 unsigned n)
{
	if (!n)
		return;
	s->hcrc = crc32(s->hcrc, p, n);
	if (s->head_fill)
		s->head_fill(s, p, n);
}

static void header_word(struct inflate_state *s, z_word v, unsigned n)
{
	unsigned char b[4];
	unsigned i;

	for (i = 0; i < n; i++)
		b[i] = (unsigned char)(v >> (8 * i));
	header_bytes(s, b, n);
}

int inflate(z_streamp strm, int flush)
{
	struct inflate_state *s = inf_state(strm);
	const unsigned char *next, *p;
	unsigned char *put, *out_start, *check_from;
	unsigned have, left, in0, n, copy;
	z_word hold;
	unsigned bits;
	uint32_t e, e2;
	int ret = Z_OK;

	if (!s || !strm->next_out || (!strm->next_in && strm->avail_in) ||
	    flush < 0 || flush > Z_TREES)
		return Z_STREAM_ERROR;

	next = strm->next_in;
	have = in0 = strm->avail_in;
	put = out_start = check_from = strm->next_out;
	left = strm->avail_out;
	hold = s->hold;
	bits = s->bits;

again:
	for (;;) {
		switch (s->mode) {
		case IM_HEAD:
			if (!s->wrap) {
				s->mode = IM_TYPE;
				break;
			}
			NEEDBITS(16);
			if ((s->wrap & WRAP_GZIP) && BITS(16) == 0x8b1f) {
				s->kind = WRAP_GZIP;
				s->hcrc = 0;
				s->mode = IM_GZHEAD;
				break;
			}
			/* inflateGetHeader: no gzip header to come */
			if (s->head_fill)
				s->head_fill(s, NULL, 0);
			if (!(s->wrap & WRAP_ZLIB))
				BAD("not in gzip format");
			/* RFC 1950 2.2: CMF and FLG, a multiple of 31 */
			n = (BITS(8) << 8) | ((unsigned)(hold >> 8) & 0xff);
			if (n % 31)
				BAD("incorrect zlib header check");
			if ((n >> 8 & 15) != Z_DEFLATED)
				BAD("unknown compression method");
			n = (n >> 12) + 8;	/* log2 of the window */
			if (n > 15 || (s->wbits && n > (unsigned)s->wbits))
				BAD("invalid window size");
			/*
			 * zlib's way: the header's size only when
			 * inflateInit2 left it open, else the window asked
			 * for (what a match may reach in a later call)
			 */
			s->wsize = 1U << (s->wbits ? s->wbits : n);
			s->kind = WRAP_ZLIB;
			s->check = 1;
			strm->adler = 1;
			s->mode = hold & 0x2000 ? IM_DICTID : IM_TYPE;
			DROPBITS(16);
			break;
		case IM_DICTID:
			NEEDBITS(32);
			s->check = __builtin_bswap32((uint32_t)hold);
			strm->adler = s->check;
			DROPBITS(16);
			DROPBITS(16);
			s->mode = IM_DICT;
			break;
		case IM_DICT:
			/* inflateSetDictionary moves on to IM_TYPE */
			ret = Z_NEED_DICT;
			goto leave;
		case IM_GZHEAD:
			/* RFC 1952 2.3: ID1 ID2 CM FLG */
			NEEDBITS(32);
			if (((hold >> 16) & 0xff) != Z_DEFLATED)
				BAD("unknown compression method");
			s->flags = (int)(hold >> 24) & 0xff;
			if (s->flags & 0xe0)
				BAD("unknown gzip header flags set");
			header_word(s, hold, 4);
			DROPBITS(16);
			DROPBITS(16);
			s->length = 0;
			s->mode = IM_GZTIME;
			break;
		case IM_GZTIME:
			/* MTIME, then XFL and OS: nothing to check */
			NEEDBITS(32);
			header_word(s, hold, 4);
			DROPBITS(16);
			DROPBITS(16);
			s->mode = IM_GZOS;
			break;
		case IM_GZOS:
			NEEDBITS(16);
			header_word(s, hold, 2);
			DROPBITS(16);
			s->mode = IM_GZEXLEN;
			break;
		case IM_GZEXLEN:
			if (s->flags & 4) {
				NEEDBITS(16);
				s->length = BITS(16);
				header_word(s, hold, 2);
				DROPBITS(16);
			} else {
				s->length = 0;
			}
			s->mode = IM_GZEXTRA;
			break;
		case IM_GZEXTRA:
			n = s->length < have ? s->length : have;
			header_bytes(s, next, n);
			next += n;
			have -= n;
			s->length -= n;
			if (s->length)
				goto leave;
			s->mode = IM_GZNAME;
			break;
		case IM_GZNAME:
		case IM_GZCOMMENT:
			/* zero-terminated strings, present when flagged */
			if (s->flags & (s->mode == IM_GZNAME ? 8 : 16)) {
				p = have ? memchr(next, 0, have) : NULL;
				n = p ? (unsigned)(p - next) + 1 : have;
				header_bytes(s, next, n);
				next += n;
				have -= n;
				if (!p)
					goto leave;
			}
			s->mode = s->mode == IM_GZNAME ? IM_GZCOMMENT :
							 IM_GZHCRC;
			break;
		case IM_GZHCRC:
			if (s->flags & 2) {
				NEEDBITS(16);
				if (BITS(16) != (s->hcrc & 0xffff))
					BAD("gzip header crc mismatch");
				DROPBITS(16);
			}
			/* inflateGetHeader: the header is complete */
			if (s->head_fill)
				s->head_fill(s, NULL, 0);
			s->check = 0;
			strm->adler = 0;
			s->mode = IM_TYPE;
			break;
		case IM_TYPE:
			/* Z_BLOCK: stop between blocks, after some work */
			if ((flush == Z_BLOCK || flush == Z_TREES) &&
			    (have != in0 || put != out_start))
				goto leave;
			if (s->last) {
				BYTEBITS();
				s->mode = IM_CHECK;
				break;
			}
			NEEDBITS(3);
			s->last = BITS(1);
			switch (BITS(3) >> 1) {
			case 0:
				s->mode = IM_STORED;
				break;
			case 1:
				__inflate_fixed(s);
				s->mode = IM_LEN;
				break;
			case 2:
				s->mode = IM_TABLE;
				break;
			default:
				DROPBITS(3);
				BAD("invalid block type");
			}
			DROPBITS(3);
			break;
		case IM_STORED:
			BYTEBITS();
			NEEDBITS(32);
			if ((hold & 0xffff) != ((~hold >> 16) & 0xffff))
				BAD("invalid stored block lengths");
			s->length = BITS(16);
			DROPBITS(16);
			DROPBITS(16);
			s->mode = IM_COPY;
			break;
		case IM_COPY:
			/* whole bytes still in the bit buffer come first */
			while (bits >= 8 && s->length && left) {
				*put++ = (unsigned char)hold;
				DROPBITS(8);
				left--;
				s->length--;
			}
			copy = s->length;
			if (copy > have)
				copy = have;
			if (copy > left)
				copy = left;
			memcpy(put, next, copy);
			put += copy;
			next += copy;
			have -= copy;
			left -= copy;
			s->length -= copy;
			if (s->length)
				goto leave;
			s->mode = IM_TYPE;
			break;
		case IM_TABLE:
			NEEDBITS(14);
			s->nlen = BITS(5) + 257;
			s->ndist = (BITS(10) >> 5) + 1;
			s->ncode = (BITS(14) >> 10) + 4;
			DROPBITS(14);
			/* RFC 1951 3.2.7: HLIT 257-286 (HDIST may say 32) */
			if (s->nlen > 286)
				BAD("too many length codes");
			s->fixed = 0;
			s->have = 0;
			s->mode = IM_LENLENS;
			break;
		case IM_LENLENS:
			while (s->have < s->ncode) {
				NEEDBITS(3);
				s->lens[__z_precode_order[s->have++]] = BITS(3);
				DROPBITS(3);
			}
			while (s->have < Z_NUM_PRECODE)
				s->lens[__z_precode_order[s->have++]] = 0;
			if (__inflate_table(s->precode, PRECODE_ENOUGH, s->lens,
					    Z_NUM_PRECODE, INF_PRECODE))
				BAD("invalid code lengths set");
			s->have = 0;
			s->mode = IM_CODELENS;
			break;
		case IM_CODELENS:
			while (s->have < s->nlen + s->ndist) {
				unsigned sym, val, rep, x;

				for (;;) {
					e = s->precode[BITS(PRECODE_ROOT)];
					if (ENT_DROP(e) <= bits)
						break;
					PULLBYTE();
				}
				sym = ENT_VAL(e);
				if (sym < 16) {
					DROPBITS(ENT_DROP(e));
					s->lens[s->have++] = (uint8_t)sym;
					continue;
				}
				/* 16: 3-6 copies of the last; 17, 18: zeros */
				x = sym == 16 ? 2 : sym == 17 ? 3 : 7;
				NEEDBITS(ENT_DROP(e) + x);
				DROPBITS(ENT_DROP(e));
				rep = (sym == 18 ? 11 : 3) + BITS(x);
				DROPBITS(x);
				if (sym == 16 && !s->have)
					BAD("invalid bit length repeat");
				val = sym == 16 ? s->lens[s->have - 1] : 0;
				if (rep > s->nlen + s->ndist - s->have)
					BAD("invalid bit length repeat");
				while (rep--)
					s->lens[s->have++] = (uint8_t)val;
			}
			if (!s->lens[Z_END_BLOCK])
				BAD("missing end-of-block code");
			if (__inflate_table(s->litlen, LITLEN_ENOUGH, s->lens,
					    s->nlen, INF_LITLEN))
				BAD("invalid literal/lengths set");
			if (__inflate_table(s->distt, DIST_ENOUGH,
					    s->lens + s->nlen, s->ndist,
					    INF_DIST))
				BAD("invalid distances set");
			s->mode = IM_LEN;
			break;
		case IM_LEN:
			if (have >= FAST_IN && left >= FAST_OUT) {
				strm->next_in = (z_const Bytef *)next;
				strm->avail_in = have;
				strm->next_out = put;
				strm->avail_out = left;
				s->hold = hold;
				s->bits = bits;
				__inflate_fast(strm, s, out_start);
				next = strm->next_in;
				have = strm->avail_in;
				put = strm->next_out;
				left = strm->avail_out;
				hold = s->hold;
				bits = s->bits;
				break;
			}
			/* fall through */
		case IM_DIST: {
			/* A literal/length code, or a distance code. */
			const uint32_t *t = s->mode == IM_DIST ? s->distt : s->litlen;
			unsigned rootbits = s->mode == IM_DIST ? DIST_ROOT : LITLEN_ROOT;

			for (;;) {
				e = t[BITS(rootbits)];
				n = e & ENT_LINK ? ENT_DROP(e) : ENT_CODELEN(e);
				if (n <= bits)
					break;
				PULLBYTE();
			}
			if (e & ENT_LINK) {
				n = ENT_DROP(e);
				for (;;) {
					e2 = t[ENT_VAL(e) +
					       ((unsigned)(hold >> n) &
						((1U << ENT_CODELEN(e)) - 1))];
					if (n + ENT_CODELEN(e2) <= bits)
						break;
					PULLBYTE();
				}
				DROPBITS(n);
				e = e2;
			}
			DROPBITS(ENT_CODELEN(e));
			s->entry = e;
			if (s->mode == IM_DIST) {
				if (e & ENT_EXC)
					BAD("invalid distance code");
				s->dist = ENT_VAL(e);
				s->mode = IM_DISTEXT;
				break;
			}
			if (e & ENT_LIT) {
				s->length = ENT_VAL(e);
				s->mode = IM_LIT;
				break;
			}
			if (e & ENT_EXC) {
				if (e & ENT_EOB) {
					s->mode = IM_TYPE;
					break;
				}
				BAD("invalid literal/length code");
			}
			s->length = ENT_VAL(e);
			s->mode = IM_LENEXT;
			break;
		}
		case IM_LIT:
			if (!left)
				goto leave;
			*put++ = (unsigned char)s->length;
			left--;
			s->mode = IM_LEN;
			break;
		case IM_LENEXT:
			n = ENT_DROP(s->entry) - ENT_CODELEN(s->entry);
			if (n) {
				NEEDBITS(n);
				s->length += BITS(n);
				DROPBITS(n);
			}
			s->mode = IM_DIST;
			break;
		case IM_DISTEXT:
			n = ENT_DROP(s->entry) - ENT_CODELEN(s->entry);
			if (n) {
				NEEDBITS(n);
				s->dist += BITS(n);
				DROPBITS(n);
			}
			if (s->dist > s->whave + (unsigned)(put - out_start))
				BAD("invalid distance too far back");
			s->mode = IM_MATCH;
			break;
		case IM_MATCH:
			if (!left)
				goto leave;
			n = (unsigned)(put - out_start);
			if (s->dist > n) {
				/* from the window, up to its end */
				unsigned op = s->dist - n;
				unsigned i = (s->wnext - op) & (s->wsize - 1);

				/*
				 * A match that reached back into the last
				 * call's output may go past what the window
				 * kept of it (a window under 32 KiB) when
				 * it goes on in this call.
				 */
				if (op > s->whave)
					BAD("invalid distance too far back");
				p = s->window + i;
				copy = s->wsize - i;
				if (copy > op)
					copy = op;
			} else {
				p = put - s->dist;
				copy = s->length;
			}
			if (copy > s->length)
				copy = s->length;
			if (copy > left)
				copy = left;
			s->length -= copy;
			left -= copy;
			while (copy--)
				*put++ = *p++;
			if (!s->length)
				s->mode = IM_LEN;
			break;
		case IM_CHECK:
			update_check(s, check_from,
				     (unsigned)(put - check_from));
			check_from = put;
			if (s->kind) {
				uint32_t want;

				NEEDBITS(32);
				want = (uint32_t)hold;
				if (s->kind == WRAP_ZLIB)
					want = __builtin_bswap32(want);
				if (want != s->check && !s->nocheck)
					BAD("incorrect data check");
				DROPBITS(16);
				DROPBITS(16);
			}
			s->mode = s->kind == WRAP_GZIP ? IM_LENGTH : IM_DONE;
			break;
		case IM_LENGTH:
			NEEDBITS(32);
			if ((uint32_t)hold != s->total && !s->nocheck)
				BAD("incorrect length check");
			DROPBITS(16);
			DROPBITS(16);
			s->mode = IM_DONE;
			break;
		case IM_DONE:
			ret = Z_STREAM_END;
			goto leave;
		case IM_BAD:
		default:
			ret = Z_DATA_ERROR;
			goto leave;
		}
	}

leave:
	strm->next_in = (z_const Bytef *)next;
	strm->avail_in = have;
	strm->next_out = put;
	strm->avail_out = left;
	s->hold = hold;
	s->bits = bits;
	n = (unsigned)(put - out_start);
	if (s->mode < IM_CHECK)
		update_check(s, check_from, (unsigned)(put - check_from));
	/* also at the end: inflateGetDictionary shows the window */
	if (n && s->mode < IM_BAD)
		__inflate_window(s, put, n);
	strm->total_in += in0 - have;
	strm->total_out += n;
	if (s->kind)
		strm->adler = s->check;
	strm->data_type = (int)bits + (s->last ? 64 : 0) +
			  (s->mode == IM_TYPE ? 128 : 0) +
			  (s->mode == IM_LEN || s->mode == IM_COPY ? 256 : 0);
	if (((in0 == have && !n) || flush == Z_FINISH) && ret == Z_OK)
		ret = Z_BUF_ERROR;
	return ret;
}
