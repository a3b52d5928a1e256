/* SPDX-License-Identifier: MIT */
/*
 * arith.c: 64-bit division, remainder and shifts, and the bit-counting
 * builtins.  On 32-bit architectures these are calls to compiler-support
 * routines (sparc's are the library's own); values go through volatile
 * variables so that the compiler cannot fold them.
 */
#include <stdint.h>
#include "tap.h"

static uint64_t state = 0x9e3779b97f4a7c15ULL;

/* xorshift64: a reproducible spread of values of every width. */
static uint64_t next(void)
{
	state ^= state << 13;
	state ^= state >> 7;
	state ^= state << 17;
	return state;
}

static void division(void)
{
	volatile uint64_t n, d;
	volatile int64_t sn, sd;
	uint64_t q, r;
	int64_t sq, sr;
	int i, bad = 0, sbad = 0;

	n = 0x123456789abcdef0ULL;
	d = 0x12345;
	ok(n / d == 0x100005b00205ULL && n % d == 0xa497,
	   "a 64-bit by 17-bit division");
	n = 0xfedcba9876543210ULL;
	d = 0x87654321fULL;
	ok(n / d == 0x1e1e1e1d && n % d == 0x7af48e28dULL,
	   "a 64-bit by 36-bit division");
	n = UINT64_MAX;
	d = 0x100000001ULL;
	ok(n / d == 0xffffffff && n % d == 0, "UINT64_MAX / (2^32 + 1)");
	d = 1;
	ok(n / d == UINT64_MAX && n % d == 0, "division by 1");
	d = UINT64_MAX;
	ok(n / d == 1 && n % d == 0, "division by itself");
	n = 5;
	ok(n / d == 0 && n % d == 5, "a smaller dividend");

	sn = -7;
	sd = 2;
	ok(sn / sd == -3 && sn % sd == -1, "-7 / 2 rounds toward zero");
	sn = 7;
	sd = -2;
	ok(sn / sd == -3 && sn % sd == 1, "7 %% -2 takes the dividend's sign");
	sn = INT64_MIN;
	sd = 1;
	ok(sn / sd == INT64_MIN && sn % sd == 0, "INT64_MIN / 1");
	sd = INT64_MIN;
	ok(sn / sd == 1 && sn % sd == 0, "INT64_MIN / INT64_MIN");
	sn = -1000000000000LL;
	sd = 7;
	ok(sn / sd == -142857142857LL && sn % sd == -1,
	   "a negative 64-bit dividend");

	for (i = 0; i < 20000; i++) {
		n = next();
		d = next() >> (next() & 63);
		if (!d)
			d = 1;
		q = n / d;
		r = n % d;
		if (r >= d || q * d + r != n)
			bad++;
		sn = (int64_t)n;
		sd = (int64_t)d * ((next() & 1) ? -1 : 1);
		sq = sn / sd;
		sr = sn % sd;
		if (sq * sd + sr != sn || (sr && (sr < 0) != (sn < 0)) ||
		    (sr < 0 ? -(uint64_t)sr : (uint64_t)sr) >=
		    (sd < 0 ? -(uint64_t)sd : (uint64_t)sd))
			sbad++;
	}
	is_int(bad, 0, "20000 unsigned divisions: n = q * d + r, r < d");
	is_int(sbad, 0, "20000 signed divisions: n = q * d + r, |r| < |d|");
}

static void shifts(void)
{
	volatile uint64_t x = 0xf0e1d2c3b4a59687ULL;
	volatile int64_t s = -0x0123456789abcdefLL;
	volatile int k;
	uint64_t up = x, down = x;
	int64_t sdown = s;
	int bad = 0;

	/* a variable count against one-bit steps */
	for (k = 0; k < 64; k++) {
		if (x << k != up || x >> k != down || s >> k != sdown)
			bad++;
		up <<= 1;
		down >>= 1;
		sdown = sdown / 2 - (sdown < 0 && (sdown & 1));
	}
	is_int(bad, 0, "64-bit shifts by 0..63");
}

static void bits(void)
{
	volatile unsigned int w;
	volatile unsigned long long v;
	int i, k, bad = 0;

	for (i = 0; i < 2000; i++) {
		unsigned int x = (unsigned int)next();
		unsigned long long y = next() >> (next() & 63);
		int lz = 0, tz = 0, pop = 0, f = 0;

		x >>= next() & 31;
		if (!x)
			x = 1;
		w = x;
		v = y;
		for (k = 31; k >= 0 && !(x >> k & 1); k--)
			lz++;
		for (k = 0; k < 32 && !(x >> k & 1); k++)
			tz++;
		for (k = 0; k < 32; k++)
			pop += x >> k & 1;
		for (k = 0; k < 64; k++)
			if (y >> k & 1) {
				f = k + 1;
				break;
			}
		if (__builtin_clz(w) != lz || __builtin_ctz(w) != tz ||
		    __builtin_popcount(w) != pop || __builtin_ffsll(v) != f ||
		    __builtin_ffs((int)w) != tz + 1)
			bad++;
	}
	is_int(bad, 0, "clz, ctz, popcount and ffs of 2000 values");
	w = 0x12345678;
	v = 0x0123456789abcdefULL;
	ok(__builtin_bswap32(w) == 0x78563412 &&
	   __builtin_bswap64(v) == 0xefcdab8967452301ULL, "byte swaps");
	w = 0;
	v = 0;
	ok(__builtin_ffs((int)w) == 0 && __builtin_ffsll(v) == 0,
	   "ffs of 0 is 0");
}

int main(void)
{
	division();
	shifts();
	bits();
	return done();
}
