/* SPDX-License-Identifier: MIT */
/*
 * zlib_stream: deflate and inflate round trips through <zlib.h>: every
 * level with each wrapper in one call, every window size and memory
 * level, the strategies, input and output a byte at a time, every flush
 * (a sync flush makes all input so far decodable, a full flush lets
 * decoding start after it), and deflateBound.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "tap.h"
#include "ztest.h"

#define N	300000

static unsigned char *src, *packed, *back;
static size_t cap;

static int same(size_t n, size_t on)
{
	return on == n && !memcmp(back, src, n);
}

static void levels(void)
{
	static const int wrap[3] = { -15, 15, 31 };
	static const char *const wname[3] = { "raw", "zlib", "gzip" };
	size_t pn, on, sizes[10];
	int l, w, r, good;

	for (w = 0; w < 3; w++) {
		good = 1;
		for (l = 0; l <= 9; l++) {
			z_stream z;

			memset(&z, 0, sizeof(z));
			deflateInit2(&z, l, Z_DEFLATED, wrap[w], 8, 0);
			z.next_in = src;
			z.avail_in = N;
			z.next_out = packed;
			z.avail_out = (uInt)deflateBound(&z, N);
			r = deflate(&z, Z_FINISH);
			pn = z.total_out;
			deflateEnd(&z);
			sizes[l] = pn;
			if (r != Z_STREAM_END) {
				diag("level %d: deflate %d", l, r);
				good = 0;
				continue;
			}
			r = zt_inflate(wrap[w], packed, pn, back, N + 1, pn, N + 1, &on, NULL);
			if (r != Z_STREAM_END || !same(N, on)) {
				diag("level %d: inflate %d, %zu bytes", l, r, on);
				good = 0;
			}
		}
		ok(good, "%s: levels 0-9 in one call each (within deflateBound), and back", wname[w]);
		if (w == 0) {
			ok(sizes[0] > N && sizes[1] < N * 8 / 10 && sizes[9] <= sizes[6] &&
			   sizes[6] <= sizes[1], "sizes: level 0 stores, 9 <= 6 <= 1 < input (%zu %zu %zu %zu)",
			   sizes[0], sizes[1], sizes[6], sizes[9]);
		}
	}
}

static void windows(void)
{
	size_t pn, on;
	int wb, ml, r, good = 1;

	for (wb = 8; wb <= 15; wb++) {
		/* raw and gzip streams start at 9, as zlib's */
		r = zt_deflate(6, wb == 8 ? -9 : -wb, 8, 0, src, N, packed, cap, N, cap,
			       Z_NO_FLUSH, &pn);
		if (r != Z_STREAM_END) {
			good = 0;
			continue;
		}
		r = zt_inflate(wb == 8 ? -9 : -wb, packed, pn, back, N, 65536, 4096, &on, NULL);
		if (r != Z_STREAM_END || !same(N, on)) {
			diag("windowBits -%d: %d %zu", wb, r, on);
			good = 0;
		}
		r = zt_deflate(6, wb, 8, 0, src, N, packed, cap, N, cap, Z_NO_FLUSH, &pn);
		r = zt_inflate(0, packed, pn, back, N, 65536, 4096, &on, NULL);
		if (r != Z_STREAM_END || !same(N, on)) {
			diag("windowBits %d with inflate windowBits 0: %d %zu", wb, r, on);
			good = 0;
		}
	}
	ok(good, "windowBits 8-15, raw and zlib, inflated through the window");
	{
		z_stream z;

		memset(&z, 0, sizeof(z));
		ok(deflateInit2(&z, 6, Z_DEFLATED, -8, 8, 0) == Z_STREAM_ERROR &&
		   deflateInit2(&z, 6, Z_DEFLATED, 24, 8, 0) == Z_STREAM_ERROR,
		   "windowBits 8 is refused for raw and gzip streams, as zlib does");
	}
	good = 1;
	for (ml = 1; ml <= 9; ml++) {
		r = zt_deflate(ml, 31, ml, 0, src, N, packed, cap, 5000, 3000, Z_NO_FLUSH, &pn);
		if (r == Z_STREAM_END)
			r = zt_inflate(31, packed, pn, back, N, pn, N, &on, NULL);
		if (r != Z_STREAM_END || !same(N, on)) {
			diag("memLevel %d: %d", ml, r);
			good = 0;
		}
	}
	ok(good, "memLevel 1-9 (levels 1-9), in pieces");
}

static void strategies(void)
{
	static const int st[5] = { Z_DEFAULT_STRATEGY, Z_FILTERED, Z_HUFFMAN_ONLY,
				   Z_RLE, Z_FIXED };
	static const char *const name[5] = { "default", "Z_FILTERED", "Z_HUFFMAN_ONLY",
					     "Z_RLE", "Z_FIXED" };
	size_t pn, on;
	int i, l, r, good;

	for (i = 0; i < 5; i++) {
		good = 1;
		for (l = 1; l <= 9; l += 4) {
			r = zt_deflate(l, -15, 8, st[i], src, N, packed, cap, 70000, 70000,
				       Z_NO_FLUSH, &pn);
			if (r == Z_STREAM_END)
				r = zt_inflate(-15, packed, pn, back, N, 4096, 4096, &on, NULL);
			if (r != Z_STREAM_END || !same(N, on))
				good = 0;
		}
		ok(good, "strategy %s, levels 1 5 9", name[i]);
	}
}

static void bytewise(void)
{
	size_t n = 20000, pn, on;
	int l, r, good = 1;

	for (l = 0; l <= 9; l += 3) {
		r = zt_deflate(l, 31, 8, 0, src, n, packed, cap, 1, 1, Z_NO_FLUSH, &pn);
		if (r != Z_STREAM_END) {
			good = 0;
			continue;
		}
		r = zt_inflate(31, packed, pn, back, n, 1, 1, &on, NULL);
		if (r != Z_STREAM_END || !same(n, on))
			good = 0;
	}
	ok(good, "input and output a byte at a time, both ways (levels 0 3 6 9)");
}

/* After each Z_SYNC_FLUSH the output so far decodes to the input so far. */
static void sync_flush(int flush, const char *name)
{
	z_stream d, i;
	size_t ip = 0, dout = 0, iout = 0, k;
	int r, good = 1, marks = 1;

	memset(&d, 0, sizeof(d));
	memset(&i, 0, sizeof(i));
	deflateInit2(&d, 6, Z_DEFLATED, -15, 8, 0);
	inflateInit2(&i, -15);
	for (k = 1; ip < N && good; k = k * 3 + 1) {
		size_t take = k % 20000 + 1;

		if (take > N - ip)
			take = N - ip;
		d.next_in = src + ip;
		d.avail_in = (uInt)take;
		d.next_out = packed + dout;
		d.avail_out = (uInt)(cap - dout);
		r = deflate(&d, flush);
		if (r != Z_OK || d.avail_in) {
			good = 0;
			break;
		}
		ip += take;
		if (flush != Z_PARTIAL_FLUSH && flush != Z_BLOCK &&
		    (d.total_out < 4 || memcmp(packed + d.total_out - 4, "\0\0\377\377", 4)))
			marks = 0;
		/* everything so far decodes, with no more input */
		i.next_in = packed + dout;
		i.avail_in = (uInt)(d.total_out - dout);
		i.next_out = back + iout;
		i.avail_out = (uInt)(N - iout);
		r = inflate(&i, Z_SYNC_FLUSH);
		if ((r != Z_OK && r != Z_BUF_ERROR) || i.total_out != ip ||
		    memcmp(back, src, ip))
			good = 0;
		dout = d.total_out;
		iout = i.total_out;
	}
	ok(good, "%s: after each flush all input so far decodes", name);
	if (flush != Z_PARTIAL_FLUSH && flush != Z_BLOCK)
		ok(marks, "%s: the output ends with 00 00 FF FF each time", name);
	deflateEnd(&d);
	inflateEnd(&i);
}

/* After a Z_FULL_FLUSH, decoding can start at the next byte. */
static void full_flush(void)
{
	z_stream d;
	size_t half = N / 2, mark, on;
	int r;

	memset(&d, 0, sizeof(d));
	deflateInit2(&d, 9, Z_DEFLATED, -15, 8, 0);
	d.next_in = src;
	d.avail_in = (uInt)half;
	d.next_out = packed;
	d.avail_out = (uInt)cap;
	deflate(&d, Z_FULL_FLUSH);
	mark = d.total_out;
	d.avail_in = (uInt)(N - half);
	r = deflate(&d, Z_FINISH);
	deflateEnd(&d);
	ok(r == Z_STREAM_END, "Z_FULL_FLUSH, then Z_FINISH");
	r = zt_inflate(-15, packed + mark, d.total_out - mark, back, N, 8192, 8192, &on, NULL);
	ok(r == Z_STREAM_END && on == N - half && !memcmp(back, src + half, on),
	   "decoding from just after the full flush gives the rest of the input");
	r = zt_inflate(-15, packed, d.total_out, back, N, 8192, 8192, &on, NULL);
	ok(r == Z_STREAM_END && same(N, on), "and from the start, all of it");
}

static void bounds(void)
{
	size_t n, pn;
	int l, r, good = 1;
	z_stream z;

	for (n = 0; n <= N; n = n * 5 + 1) {
		for (l = 0; l <= 9; l += 3) {
			unsigned char *rnd = zt_gen(n, (unsigned)n + 77);

			/* random-looking data: every byte an LCG step */
			for (size_t k = 0, x = n; k < n; k++) {
				x = x * 1103515245 + 12345;
				rnd[k] = (unsigned char)(x >> 16);
			}
			memset(&z, 0, sizeof(z));
			deflateInit2(&z, l, Z_DEFLATED, 31, 8, 0);
			z.next_in = rnd;
			z.avail_in = (uInt)n;
			z.next_out = packed;
			z.avail_out = (uInt)deflateBound(&z, n);
			r = deflate(&z, Z_FINISH);
			pn = z.total_out;
			deflateEnd(&z);
			if (r != Z_STREAM_END || pn > n + n / 100 + 50) {
				diag("%zu random bytes at level %d: %d, %zu bytes", n, l, r, pn);
				good = 0;
			}
			free(rnd);
		}
	}
	ok(good, "random data fits deflateBound and grows by under 1%% + 50 bytes");
}

int main(void)
{
	src = zt_gen(N, 1);
	cap = N + N / 4 + 1000000;	/* room for flushes a byte apart */
	packed = malloc(cap);
	back = malloc(N + 1);
	if (!src || !packed || !back)
		return 1;
	levels();
	windows();
	strategies();
	bytewise();
	sync_flush(Z_SYNC_FLUSH, "Z_SYNC_FLUSH");
	sync_flush(Z_FULL_FLUSH, "Z_FULL_FLUSH");
	sync_flush(Z_PARTIAL_FLUSH, "Z_PARTIAL_FLUSH");
	sync_flush(Z_BLOCK, "Z_BLOCK");
	full_flush();
	bounds();
	return done();
}
