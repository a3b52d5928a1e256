/* SPDX-License-Identifier: MIT */
/*
 * zlib_api: the zlib 1.2 interface beyond the streams: zconf.h's macros
 * and types, compress/uncompress, preset dictionaries, deflateParams,
 * inflateSync, the checksum combiners, zlibCompileFlags and the
 * deflateInit_ family.
 */
#include <stdint.h>
#include <zlib.h>
#include "tap.h"
#include "ztest.h"

/* written the way zlib 1.2 programs declare things */
ZEXTERN int ZEXPORT zt_old_style OF((const Bytef FAR *p, uIntf n));
int ZEXPORT zt_old_style(const Bytef FAR *p, uIntf n)
{
	return n ? p[0] : -1;
}

static void headers(void)
{
	voidpc c = "x";
	voidpf f = NULL;
	charf ch = 'a';
	intf i = 1;
	uLongf l = 2;
	z_crc_t crc = 0;
	z_off_t off = -1;

	ok(sizeof(z_size_t) == sizeof(size_t) && (z_size_t)-1 > 0,
	   "z_size_t is size_t");
	ok(sizeof(z_off_t) == sizeof(long) && off < 0,
	   "z_off_t is a signed long, as zlib's off_t on Linux");
	ok(sizeof(z_crc_t) == 4 && sizeof(uInt) == 4 &&
	   sizeof(uLong) == sizeof(long), "z_crc_t, uInt, uLong sizes");
	ok(MAX_WBITS == 15 && MAX_MEM_LEVEL == 9 && DEF_WBITS == 15,
	   "MAX_WBITS, MAX_MEM_LEVEL");
	ok(zt_old_style((const Bytef *)c, 1) == 'x' && !f && ch == 'a' &&
	   i == 1 && l == 2 && !crc, "OF(), ZEXTERN, ZEXPORT, FAR compile");
	ok(!strcmp(zlibVersion(), ZLIB_VERSION) &&
	   zlib_version[0] == '1', "zlibVersion is ZLIB_VERSION");
}

static void one_call(void)
{
	size_t sizes[] = { 0, 1, 100, 65536, 300000 };
	unsigned i;
	int good = 1;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		size_t n = sizes[i];
		unsigned char *in = zt_gen(n, 7 + i);
		uLong bound = compressBound(n), cn = bound, on = n + 1;
		unsigned char *c = malloc(bound), *o = malloc(n + 1);
		int r1, r2;

		r1 = compress2(c, &cn, in, n, i % 2 ? 9 : 1);
		r2 = uncompress(o, &on, c, cn);
		if (r1 != Z_OK || r2 != Z_OK || on != n ||
		    memcmp(in, o, n) || cn > bound) {
			diag("size %zu: compress2 %d (%lu of %lu), uncompress %d (%lu)",
			     n, r1, cn, bound, r2, on);
			good = 0;
		}
		free(in);
		free(c);
		free(o);
	}
	ok(good, "compress2 then uncompress give the data back, 0 to 300000 bytes");

	{
		unsigned char *in = zt_gen(50000, 3), *c, o[100];
		uLong cn = compressBound(50000), on, sl;
		unsigned char *big = malloc(50000);
		int r;

		c = malloc(cn);
		r = compress(c, &cn, in, 50000);
		ok(r == Z_OK && c[0] == 0x78 && (c[0] << 8 | c[1]) % 31 == 0,
		   "compress makes a zlib stream (header %02x %02x)", c[0], c[1]);
		on = sizeof(o);
		is_int(uncompress(o, &on, c, cn), Z_BUF_ERROR,
		       "uncompress into too small a buffer: Z_BUF_ERROR");
		on = 50000;
		is_int(uncompress(big, &on, c, cn - 10), Z_DATA_ERROR,
		       "uncompress of a truncated stream: Z_DATA_ERROR");
		c[cn - 1] ^= 1;
		on = 50000;
		is_int(uncompress(big, &on, c, cn), Z_DATA_ERROR,
		       "uncompress with a bad Adler-32: Z_DATA_ERROR");
		c[cn - 1] ^= 1;
		memcpy(c + cn, "junk", 4);
		on = 50000;
		sl = cn + 4;
		r = uncompress2(big, &on, c, &sl);
		ok(r == Z_OK && sl == cn && on == 50000 && !memcmp(big, in, 50000),
		   "uncompress2 says how much of the source was the stream");
		cn = 8;
		is_int(compress(c, &cn, in, 50000), Z_BUF_ERROR,
		       "compress into too small a buffer: Z_BUF_ERROR");
		free(in);
		free(c);
		free(big);
	}
}

/* deflate all of in with a dictionary (or none) into out; the size */
static size_t def_dict(int wbits, const unsigned char *dict, unsigned dn,
		       const unsigned char *in, unsigned n,
		       unsigned char *out, unsigned cap, uLong *adler)
{
	z_stream z;
	int r;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 6, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY))
		return 0;
	if (dict && deflateSetDictionary(&z, dict, dn) != Z_OK)
		return 0;
	if (adler)
		*adler = z.adler;
	z.next_in = (Bytef *)in;
	z.avail_in = n;
	z.next_out = out;
	z.avail_out = cap;
	r = deflate(&z, Z_FINISH);
	deflateEnd(&z);
	return r == Z_STREAM_END ? z.total_out : 0;
}

static void dictionaries(void)
{
	static const char dict[] = "the quick brown fox jumps over the lazy dog; "
		"0123456789 abcdefghijklmnopqrstuvwxyz";
	static const char text[] = "the lazy dog jumps over the quick brown fox "
		"abcdefghijklmnopqrstuvwxyz 0123456789";
	unsigned char c[512], o[512], got[512];
	uLong id = 0, want = adler32(adler32(0, NULL, 0), (const Bytef *)dict,
				     sizeof(dict) - 1);
	size_t cn, cn0;
	z_stream z;
	uInt gl = 0;
	int r;

	cn = def_dict(MAX_WBITS, (const Bytef *)dict, sizeof(dict) - 1,
		      (const Bytef *)text, sizeof(text) - 1, c, sizeof(c), &id);
	cn0 = def_dict(MAX_WBITS, NULL, 0, (const Bytef *)text,
		       sizeof(text) - 1, o, sizeof(o), NULL);
	ok(cn && id == want, "deflateSetDictionary: strm->adler is the dictionary's Adler-32");
	ok(cn && cn < cn0, "the dictionary makes the stream shorter (%zu < %zu)",
	   cn, cn0);
	ok(cn > 6 && (c[1] & 0x20) && (c[0] << 8 | c[1]) % 31 == 0 &&
	   ((uLong)c[2] << 24 | (uLong)c[3] << 16 | (uLong)c[4] << 8 | c[5]) == want,
	   "the zlib header has FDICT and the DICTID");

	memset(&z, 0, sizeof(z));
	inflateInit(&z);
	z.next_in = c;
	z.avail_in = (uInt)cn;
	z.next_out = o;
	z.avail_out = sizeof(o);
	r = inflate(&z, Z_NO_FLUSH);
	ok(r == Z_NEED_DICT && z.adler == want,
	   "inflate returns Z_NEED_DICT with the DICTID in strm->adler");
	is_int(inflateSetDictionary(&z, (const Bytef *)text, 10), Z_DATA_ERROR,
	       "inflateSetDictionary refuses another dictionary");
	is_int(inflateSetDictionary(&z, (const Bytef *)dict, sizeof(dict) - 1),
	       Z_OK, "and takes the right one");
	r = inflate(&z, Z_FINISH);
	ok(r == Z_STREAM_END && z.total_out == sizeof(text) - 1 &&
	   !memcmp(o, text, sizeof(text) - 1),
	   "then inflate finishes, the Adler-32 of the data checked");
	inflateGetDictionary(&z, got, &gl);
	ok(gl == sizeof(dict) - 1 + sizeof(text) - 1 &&
	   !memcmp(got, dict, sizeof(dict) - 1) &&
	   !memcmp(got + sizeof(dict) - 1, text, sizeof(text) - 1),
	   "inflateGetDictionary: the dictionary and the data, oldest first");
	inflateEnd(&z);

	/* raw deflate: the dictionary is agreed on, not named */
	cn = def_dict(-MAX_WBITS, (const Bytef *)dict, sizeof(dict) - 1,
		      (const Bytef *)text, sizeof(text) - 1, c, sizeof(c), NULL);
	memset(&z, 0, sizeof(z));
	inflateInit2(&z, -MAX_WBITS);
	r = inflateSetDictionary(&z, (const Bytef *)dict, sizeof(dict) - 1);
	z.next_in = c;
	z.avail_in = (uInt)cn;
	z.next_out = o;
	z.avail_out = sizeof(o);
	ok(r == Z_OK && inflate(&z, Z_FINISH) == Z_STREAM_END &&
	   z.total_out == sizeof(text) - 1 && !memcmp(o, text, sizeof(text) - 1),
	   "raw deflate with a dictionary set on both sides");
	inflateEnd(&z);

	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
	is_int(deflateSetDictionary(&z, (const Bytef *)dict, 10), Z_STREAM_ERROR,
	       "no dictionary for a gzip stream");
	deflateEnd(&z);
	memset(&z, 0, sizeof(z));
	deflateInit(&z, 6);
	z.next_in = (Bytef *)text;
	z.avail_in = 10;
	z.next_out = c;
	z.avail_out = sizeof(c);
	deflate(&z, Z_NO_FLUSH);
	is_int(deflateSetDictionary(&z, (const Bytef *)dict, 10), Z_STREAM_ERROR,
	       "nor once a zlib stream has started");
	deflateEnd(&z);
	memset(&z, 0, sizeof(z));
	inflateInit(&z);
	is_int(inflateSetDictionary(&z, (const Bytef *)dict, 10), Z_STREAM_ERROR,
	       "inflateSetDictionary before a zlib stream asked: Z_STREAM_ERROR");
	inflateEnd(&z);
}

static void params(void)
{
	size_t n = 200000, part = n / 4, cn = 0, on;
	unsigned char *in = zt_gen(n, 11), *c = malloc(2 * n), *o = malloc(n);
	static const int lv[4][2] = {
		{ 1, Z_DEFAULT_STRATEGY }, { 9, Z_DEFAULT_STRATEGY },
		{ 0, Z_DEFAULT_STRATEGY }, { 6, Z_RLE },
	};
	unsigned k, cap = 4096;
	z_stream z;
	int r = Z_OK, good = 1;

	for (k = 0; k < 2; k++) {
		unsigned j;

		memset(&z, 0, sizeof(z));
		deflateInit(&z, k ? 0 : 1);
		cn = 0;
		for (j = 0; j < 4 && good; j++) {
			/* level 0 first: the match finder comes later */
			int level = k ? (j % 2 ? 6 : 0) : lv[j][0];
			int strat = k ? Z_DEFAULT_STRATEGY : lv[j][1];

			z.next_out = c + cn;
			z.avail_out = cap;
			while ((r = deflateParams(&z, level, strat)) == Z_BUF_ERROR) {
				cn = z.next_out - c;
				z.avail_out = cap;
			}
			if (r != Z_OK)
				good = 0;
			z.next_in = in + j * part;
			z.avail_in = (uInt)part;
			do {
				z.avail_out = cap;
				r = deflate(&z, j == 3 ? Z_FINISH : Z_NO_FLUSH);
				cn = z.next_out - c;
			} while (r == Z_OK && (z.avail_in || j == 3));
		}
		deflateEnd(&z);
		on = 0;
		r = zt_inflate(MAX_WBITS, c, cn, o, n, cn, n, &on, NULL);
		if (r != Z_STREAM_END || on != n || memcmp(in, o, n)) {
			diag("pass %u: inflate %d, %zu of %zu bytes", k, r, on, n);
			good = 0;
		}
	}
	ok(good, "deflateParams switching level and strategy mid-stream (1, 9, 0, RLE; 0 to 6 and back), output in small pieces");

	memset(&z, 0, sizeof(z));
	deflateInit(&z, 6);
	is_int(deflateParams(&z, 10, 0), Z_STREAM_ERROR, "deflateParams level 10: Z_STREAM_ERROR");
	is_int(deflateParams(&z, Z_DEFAULT_COMPRESSION, Z_FILTERED), Z_OK,
	       "deflateParams before any input: Z_OK");
	deflateEnd(&z);
	free(in);
	free(c);
	free(o);
}

static void sync_point(void)
{
	size_t n = 40000, cn = 0, on = 0;
	unsigned char *a = zt_gen(n, 21), *b = zt_gen(n, 22);
	unsigned char *c = malloc(4 * n), *o = malloc(2 * n);
	size_t mark;
	z_stream z;
	int r, wb, good;

	for (wb = 0; wb < 2; wb++) {
		int wbits = wb ? -MAX_WBITS : MAX_WBITS;

		memset(&z, 0, sizeof(z));
		deflateInit2(&z, 6, Z_DEFLATED, wbits, 8, Z_DEFAULT_STRATEGY);
		z.next_out = c;
		z.avail_out = 4 * n;
		z.next_in = a;
		z.avail_in = n;
		deflate(&z, Z_FULL_FLUSH);
		mark = z.total_out;
		z.next_in = b;
		z.avail_in = n;
		deflate(&z, Z_FINISH);
		cn = z.total_out;
		deflateEnd(&z);
		ok(mark >= 4 && !memcmp(c + mark - 4, "\0\0\377\377", 4),
		   "%s: Z_FULL_FLUSH ends with 00 00 ff ff", wb ? "raw" : "zlib");

		/* damage the first block's type: 11 is invalid */
		c[wb ? 0 : 2] |= 6;
		memset(&z, 0, sizeof(z));
		inflateInit2(&z, wbits);
		z.next_in = c;
		z.avail_in = (uInt)cn;
		z.next_out = o;
		z.avail_out = 2 * n;
		r = inflate(&z, Z_NO_FLUSH);
		ok(r == Z_DATA_ERROR, "%s: the damaged stream fails (%d, %s)",
		   wb ? "raw" : "zlib", r, z.msg ? z.msg : "");
		r = inflateSync(&z);
		ok(r == Z_OK && z.next_in == c + mark,
		   "inflateSync finds the flush point (at %ld, want %zu)",
		   (long)(z.next_in - c), mark);
		z.next_out = o;
		z.avail_out = 2 * n;
		r = inflate(&z, Z_FINISH);
		on = (size_t)(z.next_out - o);
		good = r == Z_STREAM_END && on == n && !memcmp(o, b, n);
		ok(good, "%s: inflate recovers the data after it (%d, %zu bytes)",
		   wb ? "raw" : "zlib", r, on);
		inflateEnd(&z);
	}

	memset(&z, 0, sizeof(z));
	inflateInit(&z);
	z.next_in = (Bytef *)"abcdefgh\0\0";
	z.avail_in = 10;
	is_int(inflateSync(&z), Z_DATA_ERROR, "inflateSync without a flush point: Z_DATA_ERROR");
	z.next_in = (Bytef *)"\377\377xyz";
	z.avail_in = 5;
	ok(inflateSync(&z) == Z_OK && z.avail_in == 3,
	   "the pattern split over two calls is found");
	z.avail_in = 0;
	is_int(inflateSync(&z), Z_BUF_ERROR, "inflateSync without input: Z_BUF_ERROR");
	inflateEnd(&z);
	free(a);
	free(b);
	free(c);
	free(o);
}

static void combine(void)
{
	size_t n = 70000, cuts[] = { 0, 1, 5, 4096, 65521, 69999, 70000 };
	unsigned char *d = zt_gen(n, 5);
	unsigned i;
	int gc = 1, ga = 1;

	for (i = 0; i < sizeof(cuts) / sizeof(cuts[0]); i++) {
		size_t k = cuts[i];
		uLong c1 = crc32(0, d, (uInt)k), c2 = crc32(0, d + k, (uInt)(n - k));
		uLong a1 = adler32(1, d, (uInt)k), a2 = adler32(1, d + k, (uInt)(n - k));

		if (crc32_combine(c1, c2, (z_off_t)(n - k)) != crc32(0, d, (uInt)n)) {
			diag("crc32_combine at %zu", k);
			gc = 0;
		}
		if (adler32_combine(a1, a2, (z_off_t)(n - k)) != adler32(1, d, (uInt)n)) {
			diag("adler32_combine at %zu", k);
			ga = 0;
		}
	}
	ok(gc, "crc32_combine equals the CRC-32 of the concatenation");
	ok(ga, "adler32_combine equals the Adler-32 of the concatenation");
	ok(crc32(0, (const Bytef *)"123456789", 9) == 0xcbf43926UL &&
	   adler32(1, (const Bytef *)"Wikipedia", 9) == 0x11e60398UL,
	   "crc32 and adler32 check values");
	free(d);
}

static unsigned size_code(unsigned n)
{
	return n == 2 ? 0 : n == 4 ? 1 : n == 8 ? 2 : 3;
}

static void flags_and_init(void)
{
	uLong f = zlibCompileFlags();
	z_stream z;

	ok((f & 3) == size_code(sizeof(uInt)) &&
	   (f >> 2 & 3) == size_code(sizeof(uLong)) &&
	   (f >> 4 & 3) == size_code(sizeof(voidpf)) &&
	   (f >> 6 & 3) == size_code(sizeof(z_off_t)) && !(f & (3UL << 16)),
	   "zlibCompileFlags: type sizes, gzip and gz* writing there (%#lx)", f);
	memset(&z, 0, sizeof(z));
	ok(deflateInit_(&z, 6, ZLIB_VERSION, (int)sizeof(z)) == Z_OK &&
	   deflateEnd(&z) == Z_OK, "deflateInit_ with our version");
	ok(inflateInit2_(&z, 47, ZLIB_VERSION, (int)sizeof(z)) == Z_OK &&
	   inflateEnd(&z) == Z_OK, "inflateInit2_ with our version");
	ok(inflateInit_(&z, "2.0", (int)sizeof(z)) == Z_VERSION_ERROR &&
	   deflateInit2_(&z, 6, 8, 15, 8, 0, ZLIB_VERSION, 12) == Z_VERSION_ERROR,
	   "another major version or z_stream size: Z_VERSION_ERROR");
}

int main(void)
{
	headers();
	one_call();
	dictionaries();
	params();
	sync_point();
	combine();
	flags_and_init();
	return done();
}
