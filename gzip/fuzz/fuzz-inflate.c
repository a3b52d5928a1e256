/* SPDX-License-Identifier: MIT */
/*
 * fuzz-inflate: a libFuzzer target for the library's inflate (a host
 * build of klibc/zlib/ under k_ names, see krename.h), checked against
 * the host's zlib on the same input fed in the same pieces: whenever
 * either finishes a stream, both must, with the same output.  Twice: in
 * and out in pieces of one size, then all the input at once and the
 * output in larger pieces, so that a long match in a small window goes
 * on in the next call (zlib then fails with "invalid distance too far
 * back", and so must we).  The input is also compressed with our deflate
 * and must come back from both inflates.
 *
 * Input: byte 0 picks the wrapper and the level, byte 1 the piece size,
 * the rest is the stream.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

int k_inflateInit2(z_stream *, int);
int k_inflate(z_stream *, int);
int k_inflateEnd(z_stream *);
int k_deflateInit2(z_stream *, int, int, int, int, int);
int k_deflate(z_stream *, int);
int k_deflateEnd(z_stream *);

#define CAP	(1 << 20)

enum { END, BAD, SHORT, BIG, DICT };

static unsigned char out_k[CAP], out_z[CAP];

static int run(int ours, int wbits, const uint8_t *d, size_t n,
	       unsigned pin, unsigned pout, unsigned char *out, size_t *outn,
	       const char **msg)
{
	z_stream z;
	size_t ip = 0, op = 0;
	unsigned ia, oa;
	int r, res;

	memset(&z, 0, sizeof(z));
	r = ours ? k_inflateInit2(&z, wbits) : inflateInit2(&z, wbits);
	if (r != Z_OK)
		abort();
	for (;;) {
		ia = n - ip < pin ? (unsigned)(n - ip) : pin;
		oa = CAP - op < pout ? (unsigned)(CAP - op) : pout;
		if (!oa) {
			res = BIG;
			break;
		}
		z.next_in = (Bytef *)d + ip;
		z.avail_in = ia;
		z.next_out = out + op;
		z.avail_out = oa;
		r = ours ? k_inflate(&z, Z_NO_FLUSH) : inflate(&z, Z_NO_FLUSH);
		ip += ia - z.avail_in;
		op += oa - z.avail_out;
		if (r == Z_STREAM_END) {
			res = END;
			break;
		}
		if (r == Z_NEED_DICT) {
			res = DICT;
			break;
		}
		if (r == Z_DATA_ERROR) {
			res = BAD;
			break;
		}
		if (r != Z_OK && r != Z_BUF_ERROR)
			abort();
		if (r == Z_BUF_ERROR && ip == n) {
			res = SHORT;
			break;
		}
	}
	*outn = op;
	*msg = z.msg ? z.msg : "";
	if (ours)
		k_inflateEnd(&z);
	else
		inflateEnd(&z);
	return res;
}

/* Both inflates on one input in the same pieces: the same outcome. */
static void compare(int wbits, const uint8_t *d, size_t n, unsigned pin,
		    unsigned pout)
{
	const char *mk, *mz;
	size_t nk, nz;
	int rk, rz, fk, fz;

	rk = run(1, wbits, d, n, pin, pout, out_k, &nk, &mk);
	rz = run(0, wbits, d, n, pin, pout, out_z, &nz, &mz);
	/* RFC 1951 allows HDIST up to 32, zlib stops at 30 */
	if (rz == BAD && !strcmp(mz, "too many length or distance symbols"))
		rz = rk;
	/*
	 * zlib reads an all-zero code length code as zero lengths of one
	 * bit each and fails only later; we fail at once
	 */
	if (rk == BAD && rz == SHORT && !strcmp(mk, "invalid code lengths set"))
		rz = rk;
	fk = rk == BAD && !strcmp(mk, "invalid distance too far back");
	fz = rz == BAD && !strcmp(mz, "invalid distance too far back");
	if (rk != rz || fk != fz) {
		fprintf(stderr, "ours %d (%s), zlib %d (%s), pieces %u/%u\n",
			rk, mk, rz, mz, pin, pout);
		abort();
	}
	if ((rk == END || rk == BIG) &&
	    (nk != nz || memcmp(out_k, out_z, nk))) {
		fprintf(stderr, "outputs differ: %zu and %zu bytes\n", nk, nz);
		abort();
	}
}

static const int modes[8] = { -15, 15, 31, 47, 0, -9, 10, 47 };

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned char packed[CAP + CAP / 8 + 1024];
	unsigned piece, big, level;
	int wbits, dwbits, rk, rz;
	size_t nk, nz, np;
	const char *mk, *mz;
	z_stream z;

	if (size < 2)
		return 0;
	wbits = modes[data[0] & 7];
	level = (data[0] >> 3) % 10;
	piece = data[1] ? data[1] : 65536;
	/* output pieces of 65 bytes to 16 KiB, for the second comparison */
	big = data[1] ? 1 + 64U * data[1] : 65536;
	data += 2;
	size -= 2;

	compare(wbits, data, size, piece, piece);
	compare(wbits, data, size, 1U << 20, big);

	/* our deflate, back through both */
	if (size > CAP)
		return 0;
	dwbits = wbits == 0 || wbits == 47 ? 15 : wbits;
	memset(&z, 0, sizeof(z));
	if (k_deflateInit2(&z, (int)level, Z_DEFLATED, dwbits, 1 + piece % 9,
			   (int)(piece >> 5) % 5) != Z_OK)
		abort();
	z.next_in = (Bytef *)data;
	z.avail_in = (uInt)size;
	z.next_out = packed;
	z.avail_out = sizeof(packed);
	if (k_deflate(&z, Z_FINISH) != Z_STREAM_END)
		abort();
	np = z.total_out;
	k_deflateEnd(&z);
	wbits = dwbits > 15 ? 47 : dwbits;
	rk = run(1, wbits, packed, np, piece, piece, out_k, &nk, &mk);
	rz = run(0, wbits, packed, np, piece, piece, out_z, &nz, &mz);
	if (rk != END || rz != END || nk != size || nz != size ||
	    memcmp(out_k, data, size) || memcmp(out_z, data, size)) {
		fprintf(stderr, "round trip: ours %d (%s), zlib %d (%s)\n",
			rk, mk, rz, mz);
		abort();
	}
	return 0;
}
