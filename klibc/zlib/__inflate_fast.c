/* SPDX-License-Identifier: MIT */
/*
 * __inflate_fast: the inner loop of inflate, for the body of a Huffman
 * block while at least 16 bytes of input and 288 of output are at hand.
 *
 * The bit buffer is refilled a word at a time without a branch per byte:
 * a whole word is loaded and only the bytes that fit are counted, so one
 * refill on a 64-bit machine covers a length and its distance.  Matches
 * are copied a word at a time, overshooting by up to 15 bytes (the
 * output margin allows for it).  It returns at the end of the block, on
 * an error, or when the margins run out, with whole unused bytes given
 * back to the input.
 *
 * On x86 with BMI2 the same loop is compiled a second time for it: the
 * variable shifts and masks of the extra bits become one instruction.
 */
#include "inflate.h"
#if defined(__x86_64__) || defined(__i386__)
# include <cpuid.h>
# define FAST_BMI2 1
#endif


#define MASK(n)		(((z_word)1 << (n)) - 1)

/* the n lowest bits of x: one instruction with BMI2 (GCC does not always
 * find it by itself) */
static Z_ALWAYS_INLINE z_word lowbits(z_word x, unsigned n, const int bmi2)
{
#ifdef FAST_BMI2
	if (bmi2) {
		z_word r;

		__asm__("bzhi %2, %1, %0" : "=r"(r) : "rm"(x), "r"((z_word)n));
		return r;
	}
#endif
	return x & MASK(n);
}

/* at least Z_WORDBITS - 8 bits in the buffer afterwards */
#define REFILL() do {						\
	hold |= z_getword(in) << bits;				\
	in += (Z_WORDBITS - 1 - bits) >> 3;			\
	bits |= Z_WORDBITS - 8;					\
} while (0)

#define CONSUME(n) do {						\
	hold >>= (n);						\
	bits -= (n);						\
} while (0)

static Z_ALWAYS_INLINE int fast(z_streamp strm, struct inflate_state *s,
				unsigned char *out_start, const int bmi2)
{
	const unsigned char *in = strm->next_in;
	const unsigned char *in_end = in + strm->avail_in;
	const unsigned char *in_last = in_end - FAST_IN;
	unsigned char *out = strm->next_out;
	unsigned char *out_end = out + strm->avail_out;
	unsigned char *out_last = out_end - FAST_OUT;
	const uint32_t *ll = s->litlen, *dd = s->distt;
	z_word hold = s->hold, saved;
	unsigned bits = s->bits;
	unsigned len, dist, n;
	uint32_t e;
	const char *why = NULL;

	/* the caller made sure that the loop runs at least once */
	while (in <= in_last && out <= out_last) {
		REFILL();
		e = ll[hold & MASK(LITLEN_ROOT)];
		if (e & ENT_LIT) {
			CONSUME(ENT_DROP(e));
			*out++ = (unsigned char)ENT_VAL(e);
			if (Z_WORDBITS < 64)
				continue;
			/* 56 bits hold three literals, and the next lookup */
			e = ll[hold & MASK(LITLEN_ROOT)];
			if (!(e & ENT_LIT))
				goto notlit;
			CONSUME(ENT_DROP(e));
			*out++ = (unsigned char)ENT_VAL(e);
			e = ll[hold & MASK(LITLEN_ROOT)];
			if (!(e & ENT_LIT))
				goto notlit;
			CONSUME(ENT_DROP(e));
			*out++ = (unsigned char)ENT_VAL(e);
			continue;
notlit:
			REFILL();
		}
		if (Z_UNLIKELY(e & ENT_EXC)) {
			if (e & ENT_LINK) {
				CONSUME(ENT_DROP(e));
				e = ll[ENT_VAL(e) +
				       lowbits(hold, ENT_CODELEN(e), bmi2)];
				if (e & ENT_LIT) {
					CONSUME(ENT_DROP(e));
					*out++ = (unsigned char)ENT_VAL(e);
					continue;
				}
			}
			if (e & ENT_EXC) {
				if (e & ENT_EOB) {
					CONSUME(ENT_DROP(e));
					s->mode = IM_TYPE;
					break;
				}
				why = "invalid literal/length code";
				break;
			}
		}

		/* a length: base plus the extra bits after the codeword */
		saved = hold;
		CONSUME(ENT_DROP(e));
		len = ENT_VAL(e) +
		      (unsigned)(lowbits(saved, ENT_DROP(e), bmi2) >>
				 ENT_CODELEN(e));

		if (Z_WORDBITS < 64)
			REFILL();
		e = dd[hold & MASK(DIST_ROOT)];
		if (Z_UNLIKELY(e & ENT_EXC)) {
			if (e & ENT_LINK) {
				CONSUME(ENT_DROP(e));
				e = dd[ENT_VAL(e) +
				       lowbits(hold, ENT_CODELEN(e), bmi2)];
			}
			if (e & ENT_EXC) {
				why = "invalid distance code";
				break;
			}
		}
		if (Z_WORDBITS < 64) {
			/* 24 bits do not hold a codeword and 13 extra bits */
			CONSUME(ENT_CODELEN(e));
			REFILL();
			n = ENT_DROP(e) - ENT_CODELEN(e);
			dist = ENT_VAL(e) + (unsigned)lowbits(hold, n, bmi2);
			CONSUME(n);
		} else {
			saved = hold;
			CONSUME(ENT_DROP(e));
			dist = ENT_VAL(e) +
			       (unsigned)(lowbits(saved, ENT_DROP(e), bmi2) >>
					  ENT_CODELEN(e));
		}

		n = (unsigned)(out - out_start);
		if (Z_UNLIKELY(dist > n)) {
			/* the start of the match is in the window */
			unsigned op = dist - n, i, copy;
			const unsigned char *p;

			if (op > s->whave) {
				why = "invalid distance too far back";
				break;
			}
			i = (s->wnext - op) & (s->wsize - 1);
			p = s->window + i;
			copy = op < len ? op : len;
			len -= copy;
			if (copy > s->wsize - i) {
				n = s->wsize - i;
				copy -= n;
				while (n--)
					*out++ = *p++;
				p = s->window;
			}
			while (copy--)
				*out++ = *p++;
			/* and the rest from this call's output */
			p = out - dist;
			while (len--)
				*out++ = *p++;
			continue;
		}

		{
			const unsigned char *src = out - dist;
			unsigned char *end = out + len;

			if (dist >= 2 * sizeof(z_word)) {
				do {
					z_copyword(out, src);
					z_copyword(out + sizeof(z_word),
						   src + sizeof(z_word));
					out += 2 * sizeof(z_word);
					src += 2 * sizeof(z_word);
				} while (out < end);
			} else if (dist == 1) {
				z_word v = (z_word)0x0101010101010101ULL * *src;

				do {
					*(z_wordu *)out = v;
					*(z_wordu *)(out + sizeof(z_word)) = v;
					out += 2 * sizeof(z_word);
				} while (out < end);
			} else {
				do
					*out++ = *src++;
				while (out < end);
			}
			out = end;
		}
	}

	if (why) {
		strm->msg = (z_const char *)why;
		s->mode = IM_BAD;
	}
	/* give back the whole bytes the buffer holds */
	in -= bits >> 3;
	bits &= 7;
	hold &= MASK(bits);
	strm->next_in = (z_const Bytef *)in;
	strm->avail_in = (unsigned)(in_end - in);
	strm->next_out = out;
	strm->avail_out = (unsigned)(out_end - out);
	s->hold = hold;
	s->bits = bits;
	return 0;
}

#ifdef FAST_BMI2
__attribute__((target("bmi2")))
static int fast_bmi2(z_streamp strm, struct inflate_state *s,
		     unsigned char *out_start)
{
	return fast(strm, s, out_start, 1);
}

static int have_bmi2 = -1;
#endif

int __inflate_fast(z_streamp strm, struct inflate_state *s,
		   unsigned char *out_start)
{
#ifdef FAST_BMI2
	if (have_bmi2 < 0) {
		unsigned a, b, c, d;

		have_bmi2 = __get_cpuid_count(7, 0, &a, &b, &c, &d) &&
			    (b & bit_BMI2);
	}
	if (have_bmi2)
		return fast_bmi2(strm, s, out_start);
#endif
	return fast(strm, s, out_start, 0);
}
