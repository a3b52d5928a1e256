/* SPDX-License-Identifier: MIT */
/*
 * zlib: the interface of <zlib.h>: checksums against their definitions,
 * return codes and bookkeeping as zlib documents them, streams made by
 * the real zlib, gzip header fields, window edges, hostile streams,
 * truncations, allocators.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>
#include "tap.h"
#include "ztest.h"

/* the definitions, a bit and a byte at a time */
static uint32_t ref_crc(uint32_t c, const unsigned char *p, size_t n)
{
	int k;

	c = ~c;
	while (n--) {
		c ^= *p++;
		for (k = 0; k < 8; k++)
			c = (c >> 1) ^ (c & 1 ? 0xedb88320U : 0);
	}
	return ~c;
}

static uint32_t ref_adler(uint32_t a, const unsigned char *p, size_t n)
{
	uint32_t s1 = a & 0xffff, s2 = a >> 16;

	while (n--) {
		s1 = (s1 + *p++) % 65521;
		s2 = (s2 + s1) % 65521;
	}
	return s2 << 16 | s1;
}

static int hex2bin(const char *h, unsigned char *b)
{
	int n = 0;
	unsigned v;

	while (h[0] && h[1]) {
		v = 0;
		for (int i = 0; i < 2; i++) {
			char c = h[i];

			v = v * 16 + (c <= '9' ? c - '0' : c - 'a' + 10);
		}
		b[n++] = (unsigned char)v;
		h += 2;
	}
	return n;
}

static void checksums(void)
{
	unsigned char *b = malloc(300000);
	uint32_t c, a;
	size_t i, k, n;
	int good;

	is_int(crc32(0, NULL, 0), 0, "crc32 with no buffer: the initial value 0");
	is_int(adler32(0, NULL, 0), 1, "adler32 with no buffer: the initial value 1");
	is_int(crc32(0, (const Bytef *)"123456789", 9), 0xcbf43926,
	       "crc32 of 123456789 is CBF43926");
	is_int(adler32(1, (const Bytef *)"Wikipedia", 9), 0x11e60398,
	       "adler32 of Wikipedia is 11E60398");

	for (i = 0; i < 300000; i++)
		b[i] = (unsigned char)(i * 7919 + (i >> 9));
	good = 1;
	for (k = 0; k < 200 && good; k++) {
		/* odd starts and lengths: the folded and the table paths */
		size_t off = k % 17;

		n = k < 150 ? k * 13 % 700 : 299000 - k * 91;
		c = crc32(k, b + off, (uInt)n);
		good = c == ref_crc((uint32_t)k, b + off, n);
	}
	ok(good, "crc32 agrees with its definition for 200 lengths and offsets");

	c = 0;
	for (i = 0; i < 300000; i += k) {
		k = 1 + i % 4099;
		if (k > 300000 - i)
			k = 300000 - i;
		c = crc32(c, b + i, (uInt)k);
	}
	is_int(c, ref_crc(0, b, 300000), "crc32 in pieces equals crc32 at once");

	memset(b, 0xff, 300000);	/* the sums grow fastest */
	a = 1;
	for (i = 0; i < 300000; i += k) {
		k = 1 + i % 7001;
		if (k > 300000 - i)
			k = 300000 - i;
		a = adler32(a, b + i, (uInt)k);
	}
	is_int(a, ref_adler(1, b, 300000), "adler32 of 0xff bytes in pieces agrees with its definition");
	is_int(adler32(1, b, 300000), a, "adler32 at once equals adler32 in pieces");
	free(b);
}

static void deflate_codes(void)
{
	unsigned char in[1000], out[4000];
	z_stream z;
	int r;

	memset(in, 'x', sizeof(in));
	memset(&z, 0, sizeof(z));
	is_int(deflateInit2(&z, 10, Z_DEFLATED, 15, 8, 0), Z_STREAM_ERROR, "level 10 is refused");
	is_int(deflateInit2(&z, 6, Z_DEFLATED, 7, 8, 0), Z_STREAM_ERROR, "windowBits 7 is refused");
	is_int(deflateInit2(&z, 6, Z_DEFLATED, 32, 8, 0), Z_STREAM_ERROR, "windowBits 32 is refused");
	is_int(deflateInit2(&z, 6, Z_DEFLATED, 15, 0, 0), Z_STREAM_ERROR, "memLevel 0 is refused");
	is_int(deflateInit2(&z, 6, Z_DEFLATED, 15, 10, 0), Z_STREAM_ERROR, "memLevel 10 is refused");
	is_int(deflateInit2(&z, 6, 7, 15, 8, 0), Z_STREAM_ERROR, "method 7 is refused");
	is_int(deflateInit2(&z, 6, Z_DEFLATED, 15, 8, 5), Z_STREAM_ERROR, "strategy 5 is refused");
	is_int(deflateInit2(NULL, 6, Z_DEFLATED, 15, 8, 0), Z_STREAM_ERROR, "a NULL stream is refused");
	is_int(deflate(&z, Z_NO_FLUSH), Z_STREAM_ERROR, "deflate on a stream never set up: Z_STREAM_ERROR");

	is_int(deflateInit(&z, Z_DEFAULT_COMPRESSION), Z_OK, "deflateInit");
	z.next_in = in;
	z.avail_in = 0;
	z.next_out = out;
	z.avail_out = 0;
	is_int(deflate(&z, Z_NO_FLUSH), Z_BUF_ERROR, "deflate with no room for output: Z_BUF_ERROR");
	z.avail_in = sizeof(in);
	z.avail_out = sizeof(out);
	is_int(deflate(&z, Z_NO_FLUSH), Z_OK, "deflate with input: Z_OK");
	is_int(z.avail_in, 0, "deflate took all the input");
	is_int(deflate(&z, Z_NO_FLUSH), Z_BUF_ERROR, "deflate again with nothing new: Z_BUF_ERROR");
	is_int(deflate(&z, Z_SYNC_FLUSH), Z_OK, "Z_SYNC_FLUSH: Z_OK");
	ok(z.total_out >= 4 && !memcmp(out + z.total_out - 4, "\0\0\377\377", 4),
	   "Z_SYNC_FLUSH ends on an empty stored block (00 00 FF FF)");
	is_int(deflate(&z, Z_SYNC_FLUSH), Z_BUF_ERROR, "the same flush again: Z_BUF_ERROR");
	is_int(deflateEnd(&z), Z_DATA_ERROR, "deflateEnd before the end: Z_DATA_ERROR");

	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, 15, 8, 0);
	z.next_in = in;
	z.avail_in = sizeof(in);
	z.next_out = out;
	z.avail_out = 1;
	r = deflate(&z, Z_FINISH);
	is_int(r, Z_OK, "Z_FINISH with one byte of room: Z_OK, to be called again");
	while (r == Z_OK) {
		z.avail_out = 1;
		r = deflate(&z, Z_FINISH);
	}
	is_int(r, Z_STREAM_END, "Z_FINISH a byte at a time reaches Z_STREAM_END");
	is_int(z.total_in, sizeof(in), "total_in counts the input");
	is_int(z.adler, adler32(adler32(0, NULL, 0), in, sizeof(in)), "adler holds the Adler-32 of the input");
	z.avail_out = 10;
	is_int(deflate(&z, Z_FINISH), Z_STREAM_END, "Z_FINISH after the end: Z_STREAM_END again");
	is_int(deflate(&z, Z_NO_FLUSH), Z_STREAM_ERROR, "Z_NO_FLUSH after the end: Z_STREAM_ERROR");
	is_int(inflate(&z, Z_NO_FLUSH), Z_STREAM_ERROR, "inflate on a deflate stream: Z_STREAM_ERROR");
	is_int(deflateEnd(&z), Z_OK, "deflateEnd after the end: Z_OK");
	is_int(deflateEnd(&z), Z_STREAM_ERROR, "deflateEnd twice: Z_STREAM_ERROR");

	/* reset: the same input, the same output */
	{
		unsigned char o1[2000], o2[2000];
		size_t n1;

		memset(&z, 0, sizeof(z));
		deflateInit2(&z, 9, Z_DEFLATED, 31, 8, 0);
		z.next_in = in;
		z.avail_in = sizeof(in);
		z.next_out = o1;
		z.avail_out = sizeof(o1);
		deflate(&z, Z_FINISH);
		n1 = z.total_out;
		is_int(z.adler, crc32(0, in, sizeof(in)), "gzip: adler holds the CRC-32 of the input");
		is_int(deflateReset(&z), Z_OK, "deflateReset");
		is_int(z.total_out, 0, "deflateReset clears total_out");
		z.next_in = in;
		z.avail_in = sizeof(in);
		z.next_out = o2;
		z.avail_out = sizeof(o2);
		is_int(deflate(&z, Z_FINISH), Z_STREAM_END, "a second stream after deflateReset");
		ok(z.total_out == n1 && !memcmp(o1, o2, n1), "the same input gives the same output");
		ok(o2[0] == 0x1f && o2[1] == 0x8b && o2[2] == 8 && o2[9] == 3,
		   "the gzip header: magic, method 8, OS 3");
		deflateEnd(&z);
	}
}

static void inflate_codes(void)
{
	unsigned char in[64], out[256];
	z_stream z;
	int n;

	memset(&z, 0, sizeof(z));
	is_int(inflateInit2(&z, 7), Z_STREAM_ERROR, "inflate windowBits 7 is refused");
	is_int(inflateInit2(&z, -16), Z_STREAM_ERROR, "inflate windowBits -16 is refused");
	is_int(inflateInit2(&z, 48), Z_STREAM_ERROR, "inflate windowBits 48 is refused");
	is_int(inflateInit2(NULL, 15), Z_STREAM_ERROR, "inflateInit2 of NULL is refused");

	n = hex2bin("78dacb48cdc9c957c84027b90070be08bb", in);
	is_int(inflateInit(&z), Z_OK, "inflateInit");
	z.next_in = in;
	z.avail_in = 0;
	z.next_out = out;
	z.avail_out = sizeof(out);
	is_int(inflate(&z, Z_NO_FLUSH), Z_BUF_ERROR, "inflate with no input: Z_BUF_ERROR");
	z.avail_in = (uInt)n;
	z.avail_out = 10;
	is_int(inflate(&z, Z_FINISH), Z_BUF_ERROR, "Z_FINISH with too little room: Z_BUF_ERROR");
	is_int(z.total_out, 10, "it still wrote what fitted");
	z.avail_out = 100;
	is_int(inflate(&z, Z_NO_FLUSH), Z_STREAM_END, "then the end: Z_STREAM_END");
	ok(z.total_out == 24 && !memcmp(out, "hello hello hello hello\n", 24),
	   "a zlib stream made by zlib: its data");
	is_int(z.avail_in, 0, "all input used");
	is_int(z.adler, 0x70be08bb, "adler holds the stream's Adler-32");
	is_int(inflate(&z, Z_NO_FLUSH), Z_STREAM_END, "inflate after the end: Z_STREAM_END again");
	is_int(deflate(&z, Z_NO_FLUSH), Z_STREAM_ERROR, "deflate on an inflate stream: Z_STREAM_ERROR");
	is_int(inflateReset(&z), Z_OK, "inflateReset");
	in[5] ^= 1;
	z.next_in = in;
	z.avail_in = (uInt)n;
	z.next_out = out;
	z.avail_out = sizeof(out);
	is_int(inflate(&z, Z_NO_FLUSH), Z_DATA_ERROR, "a flipped bit: Z_DATA_ERROR");
	ok(z.msg && *z.msg, "and a message (%s)", z.msg ? z.msg : "none");
	is_int(inflate(&z, Z_NO_FLUSH), Z_DATA_ERROR, "and Z_DATA_ERROR from then on");
	is_int(inflateEnd(&z), Z_OK, "inflateEnd");

	/* windowBits 0: the header's; larger than allowed: refused */
	n = hex2bin("2891cb48cdc9c957c84027b9304446c547c547c547c507581c00720cb464", in);
	{
		static unsigned char o[2000];
		size_t on;

		is_int(zt_inflate(0, in, (size_t)n, o, sizeof(o), n, 2000, &on, NULL),
		       Z_STREAM_END, "windowBits 0: the stream decodes");
		is_int(on, 1200, "with all of its 1200 bytes");
		is_int(zt_inflate(9, in, (size_t)n, o, sizeof(o), n, 2000, &on, NULL),
		       Z_DATA_ERROR, "a 1 KiB window where 512 bytes are allowed: Z_DATA_ERROR");
		is_int(zt_inflate(47, in, (size_t)n, o, sizeof(o), n, 2000, &on, NULL),
		       Z_STREAM_END, "windowBits 47 takes a zlib stream");
		n = hex2bin("1f8b0800000000000003cb48cdc9c957c84027b9000088590b18000000", in);
		is_int(zt_inflate(47, in, (size_t)n, o, sizeof(o), 3, 5, &on, NULL),
		       Z_STREAM_END, "windowBits 47 takes a gzip stream (made by zlib)");
		is_int(zt_inflate(31, in, (size_t)n, o, sizeof(o), 1, 1, &on, NULL),
		       Z_STREAM_END, "windowBits 31, a byte at a time");
		ok(on == 24 && !memcmp(o, "hello hello hello hello\n", 24), "with its data");
		is_int(zt_inflate(15, in, (size_t)n, o, sizeof(o), n, 100, &on, NULL),
		       Z_DATA_ERROR, "a gzip stream where zlib is expected: Z_DATA_ERROR");
		n = hex2bin("78dacb48cdc9c957c84027b90070be08bb", in);
		is_int(zt_inflate(31, in, (size_t)n, o, sizeof(o), n, 100, &on, NULL),
		       Z_DATA_ERROR, "a zlib stream where gzip is expected: Z_DATA_ERROR");
	}

	/* a preset dictionary cannot be given: Z_NEED_DICT with its id */
	n = hex2bin("78bb062c0215cb00110a1824170070be08bb", in);
	memset(&z, 0, sizeof(z));
	inflateInit(&z);
	z.next_in = in;
	z.avail_in = (uInt)n;
	z.next_out = out;
	z.avail_out = sizeof(out);
	is_int(inflate(&z, Z_NO_FLUSH), Z_NEED_DICT, "FDICT: Z_NEED_DICT");
	is_int(z.adler, 0x062c0215, "adler holds the dictionary's Adler-32");
	inflateEnd(&z);
}

/* RFC 1952 options, and several members */
static void gzip_headers(void)
{
	static const unsigned char opt[] = {
		0x1f, 0x8b, 8, 0x1e, 0, 0, 0, 0, 0, 3,
		2, 0, 'A', 'B',			/* FEXTRA */
		'n', 0, 'c', 0,			/* FNAME, FCOMMENT */
		0, 0,				/* FHCRC, set below */
		1, 3, 0, 0xfc, 0xff, 'h', 'i', '\n',
		0, 0, 0, 0, 3, 0, 0, 0		/* CRC-32 set below, ISIZE */
	};
	unsigned char s[sizeof(opt) * 2], o[64];
	uint32_t h = crc32(0, opt, 18);
	size_t on, used;
	z_stream z;
	int r;

	memcpy(s, opt, sizeof(opt));
	s[18] = (unsigned char)h;
	s[19] = (unsigned char)(h >> 8);
	{
		uint32_t c = crc32(0, (const Bytef *)"hi\n", 3);

		s[28] = (unsigned char)c;
		s[29] = (unsigned char)(c >> 8);
		s[30] = (unsigned char)(c >> 16);
		s[31] = (unsigned char)(c >> 24);
	}
	for (int piece = 1; piece <= 40; piece += 39) {
		r = zt_inflate(31, s, sizeof(opt), o, sizeof(o), piece, piece, &on, &used);
		ok(r == Z_STREAM_END && on == 3 && !memcmp(o, "hi\n", 3),
		   "FEXTRA, FNAME, FCOMMENT, FHCRC (pieces of %d)", piece);
	}
	s[19] ^= 0x40;
	is_int(zt_inflate(31, s, sizeof(opt), o, sizeof(o), 100, 100, &on, NULL),
	       Z_DATA_ERROR, "a wrong FHCRC: Z_DATA_ERROR");
	s[19] ^= 0x40;
	s[3] |= 0x80;
	is_int(zt_inflate(31, s, sizeof(opt), o, sizeof(o), 100, 100, &on, NULL),
	       Z_DATA_ERROR, "a reserved flag: Z_DATA_ERROR");
	s[3] &= 0x7f;
	s[sizeof(opt) - 4] = 4;
	is_int(zt_inflate(31, s, sizeof(opt), o, sizeof(o), 100, 100, &on, NULL),
	       Z_DATA_ERROR, "a wrong ISIZE: Z_DATA_ERROR");
	s[sizeof(opt) - 4] = 3;

	/* two members: the first ends where the second starts */
	memcpy(s + sizeof(opt), s, sizeof(opt));
	memset(&z, 0, sizeof(z));
	inflateInit2(&z, 31);
	z.next_in = s;
	z.avail_in = sizeof(s);
	z.next_out = o;
	z.avail_out = sizeof(o);
	r = inflate(&z, Z_NO_FLUSH);
	ok(r == Z_STREAM_END && z.avail_in == sizeof(opt),
	   "a member ends with the next one's bytes left in avail_in");
	inflateReset(&z);
	r = inflate(&z, Z_NO_FLUSH);
	ok(r == Z_STREAM_END && z.total_out == 3 && !memcmp(o, "hi\nhi\n", 6) &&
	   !z.avail_in, "inflateReset, and the second member follows");
	inflateEnd(&z);
}

/* raw streams written bit by bit */
struct bits {
	unsigned char *p;
	size_t n;
	unsigned acc, cnt;
};

static void putb(struct bits *b, unsigned v, unsigned n)
{
	while (n--) {
		b->acc |= (v & 1) << b->cnt++;
		v >>= 1;
		if (b->cnt == 8) {
			b->p[b->n++] = (unsigned char)b->acc;
			b->acc = b->cnt = 0;
		}
	}
}

/* a Huffman code: its bits from the top */
static void putc_(struct bits *b, unsigned c, unsigned n)
{
	while (n--)
		putb(b, c >> n, 1);
}

static void endb(struct bits *b)
{
	if (b->cnt)
		b->p[b->n++] = (unsigned char)b->acc;
	b->acc = b->cnt = 0;
}

static void window_edges(void)
{
	unsigned char *s = malloc(200000), *o = malloc(200000), *data;
	struct bits b = { s, 0, 0, 0 };
	size_t on, k, want;
	int r, good;

	/* 32768 stored bytes, then a fixed block: length 3 at distance
	 * 32768 (code 29, extra 8191), length 258 at distance 1, end */
	data = zt_gen(32768, 9);
	putb(&b, 0, 3);
	endb(&b);
	s[b.n++] = 0x00;
	s[b.n++] = 0x80;
	s[b.n++] = 0xff;
	s[b.n++] = 0x7f;
	memcpy(s + b.n, data, 32768);
	b.n += 32768;
	putb(&b, 1, 1);
	putb(&b, 1, 2);
	putc_(&b, 1, 7);		/* 257: length 3 */
	putc_(&b, 29, 5);
	putb(&b, 8191, 13);
	putc_(&b, 0xc5, 8);		/* 285: length 258 */
	putc_(&b, 0, 5);		/* distance 1 */
	putc_(&b, 0, 7);		/* end of block */
	endb(&b);
	want = 32768 + 3 + 258;
	good = 1;
	for (k = 1; k <= 65536 && good; k *= 4) {
		r = zt_inflate(-15, s, b.n, o, 200000, 70000, k, &on, NULL);
		good = r == Z_STREAM_END && on == want && !memcmp(o, data, 32768) &&
		       !memcmp(o + 32768, data, 3) && o[want - 1] == data[2] &&
		       o[32771] == data[2];
	}
	ok(good, "a match at distance 32768, output in pieces of 1 to 64 KiB");
	r = zt_inflate(-15, s, b.n, o, 200000, 1, 7, &on, NULL);
	ok(r == Z_STREAM_END && on == want, "the same, input a byte at a time");

	/* one byte less history: too far back */
	memmove(s + 5, s + 6, 32767 + (b.n - 32773));
	s[1] = 0xff;
	s[2] = 0x7f;
	s[3] = 0x00;
	s[4] = 0x80;
	r = zt_inflate(-15, s, b.n - 1, o, 200000, 70000, 70000, &on, NULL);
	is_int(r, Z_DATA_ERROR, "distance 32768 after 32767 bytes: Z_DATA_ERROR");
	r = zt_inflate(-15, s, b.n - 1, o, 200000, 70000, 100, &on, NULL);
	is_int(r, Z_DATA_ERROR, "the same with the history in the window");

	/* stored blocks of 0 and 65535 bytes */
	free(data);
	data = zt_gen(65535, 4);
	b.n = 0;
	s[b.n++] = 0;
	s[b.n++] = 0;
	s[b.n++] = 0;
	s[b.n++] = 0xff;
	s[b.n++] = 0xff;
	s[b.n++] = 1;
	s[b.n++] = 0xff;
	s[b.n++] = 0xff;
	s[b.n++] = 0;
	s[b.n++] = 0;
	memcpy(s + b.n, data, 65535);
	b.n += 65535;
	r = zt_inflate(-15, s, b.n, o, 200000, 1000, 999, &on, NULL);
	ok(r == Z_STREAM_END && on == 65535 && !memcmp(o, data, 65535),
	   "stored blocks of 0 and 65535 bytes");

	free(data);
	free(s);
	free(o);
}

/* 1000 stored bytes, then a fixed block: 258 at distance 1000, end */
static void far_match(struct bits *b, const unsigned char *data)
{
	putb(b, 0, 3);
	endb(b);
	b->p[b->n++] = 1000 & 0xff;
	b->p[b->n++] = 1000 >> 8;
	b->p[b->n++] = ~1000 & 0xff;
	b->p[b->n++] = (~1000 >> 8) & 0xff;
	memcpy(b->p + b->n, data, 1000);
	b->n += 1000;
	putb(b, 1, 1);
	putb(b, 1, 2);
	putc_(b, 0xc5, 8);		/* 285: length 258 */
	putc_(b, 19, 5);		/* distance 769 + 231 */
	putb(b, 1000 - 769, 8);
	putc_(b, 0, 7);			/* end of block */
	endb(b);
}

/*
 * issue 15: with a window under 32 KiB, a match may reach back past the
 * window into this call's own output, but when its copy goes on in the
 * next call the window no longer holds its start.  zlib fails there with
 * "invalid distance too far back" (proved with Python's zlib when this was
 * written); so must we, and not copy whatever the window holds instead.
 */
static void small_window_split(void)
{
	unsigned char *s = malloc(2000), *o = malloc(4000), *data;
	struct bits b = { s, 0, 0, 0 };
	size_t on, i;
	z_stream z;
	uint32_t x = 1;
	int r;

	data = malloc(1000);
	for (i = 0; i < 1000; i++) {
		x = x * 1103515245 + 12345;	/* no repeats a window apart */
		data[i] = (unsigned char)(x >> 16);
	}
	far_match(&b, data);

	r = zt_inflate(-9, s, b.n, o, 4000, 4000, 4000, &on, NULL);
	ok(r == Z_STREAM_END && on == 1258 && !memcmp(o + 1000, data, 258),
	   "a 512-byte window: distance 1000 within one call's output");
	r = zt_inflate(-10, s, b.n, o, 4000, 4000, 1100, &on, NULL);
	ok(r == Z_STREAM_END && on == 1258 && !memcmp(o + 1000, data, 258),
	   "a 1 KiB window: the same match split over two calls");

	memset(&z, 0, sizeof(z));
	inflateInit2(&z, -9);
	z.next_in = s;
	z.avail_in = (uInt)b.n;
	z.next_out = o;
	z.avail_out = 1100;
	r = inflate(&z, Z_NO_FLUSH);
	is_int(r, Z_OK, "a 512-byte window, the match split: the first call");
	z.avail_out = 2000;
	r = inflate(&z, Z_NO_FLUSH);
	is_int(r, Z_DATA_ERROR, "... the second: Z_DATA_ERROR");
	is_str(z.msg, "invalid distance too far back", "... with zlib's message");
	inflateEnd(&z);

	/* a zlib header asking for 512 bytes: the window asked for counts */
	b.n = 0;
	s[b.n++] = 0x18;		/* CINFO 1: 512 bytes */
	s[b.n++] = 0x19;
	far_match(&b, data);
	memcpy(o, data, 1000);
	memcpy(o + 1000, data, 258);
	{
		uint32_t a = adler32(1, o, 1258);

		s[b.n++] = (unsigned char)(a >> 24);
		s[b.n++] = (unsigned char)(a >> 16);
		s[b.n++] = (unsigned char)(a >> 8);
		s[b.n++] = (unsigned char)a;
	}
	r = zt_inflate(15, s, b.n, o, 4000, 4000, 1100, &on, NULL);
	ok(r == Z_STREAM_END && on == 1258 && !memcmp(o + 1000, data, 258),
	   "a header's 512 bytes, 32 KiB asked for: the split match is good");
	r = zt_inflate(0, s, b.n, o, 4000, 4000, 1100, &on, NULL);
	is_int(r, Z_DATA_ERROR, "the header's 512 bytes used: too far back");

	free(data);
	free(s);
	free(o);
}

/* streams that must be refused (see gzip/tests/run for what each is) */
static void hostile(void)
{
	static const char *const v[] = {
		"07", "0105000000", "030200", "4b044200", "1b03", "4b043e",
		"05e09324499224499200", "f5e001", "05000224", "050080e4ff1f",
		"05c001040000000090010000000000000000000000000000000000000000000000000000000000000001",
		"05c0010400000080a0010000000000000000000000000000000000000000000000000000000000000007",
	};
	unsigned char s[128], o[1024];
	size_t on, i;
	int r, good = 1;
	z_stream z;

	for (i = 0; i < sizeof(v) / sizeof(v[0]); i++) {
		int n = hex2bin(v[i], s);

		memset(s + n, 0, 8);
		memset(&z, 0, sizeof(z));
		inflateInit2(&z, -15);
		z.next_in = s;
		z.avail_in = (uInt)n + 8;
		z.next_out = o;
		z.avail_out = sizeof(o);
		r = inflate(&z, Z_NO_FLUSH);
		if (r != Z_DATA_ERROR || !z.msg) {
			diag("stream %zu: %d", i, r);
			good = 0;
		}
		inflateEnd(&z);
	}
	ok(good, "12 hostile raw streams: Z_DATA_ERROR with a message");

	/* every prefix of a stream: never an end, never a crash */
	{
		unsigned char *d = zt_gen(5000, 3), c[6000];
		size_t cn = 0, k;

		zt_deflate(9, 15, 8, 0, d, 5000, c, sizeof(c), 5000, 6000, Z_NO_FLUSH, &cn);
		good = 1;
		for (k = 0; k < cn; k++) {
			r = zt_inflate(15, c, k, o, sizeof(o), 64, 64, &on, NULL);
			if (r == Z_STREAM_END)
				good = 0;
		}
		ok(good, "no prefix of a %zu-byte zlib stream ends it", cn);
		good = 1;
		for (k = 0; k < cn * 8; k += 3) {
			c[k / 8] ^= (unsigned char)(1 << (k % 8));
			r = zt_inflate(15, c, cn, o, sizeof(o), 4096, 4096, &on, NULL);
			if (r == Z_STREAM_END)
				good = 0;
			c[k / 8] ^= (unsigned char)(1 << (k % 8));
		}
		ok(good, "no flipped bit of it gives a good zlib stream");
		free(d);
	}
}

/* allocators: all memory comes back; a failure is Z_MEM_ERROR */
static int allocs, frees, fail_after = -1;

static voidpf my_alloc(voidpf opaque, uInt items, uInt size)
{
	(void)opaque;
	if (fail_after >= 0 && allocs >= fail_after)
		return NULL;
	allocs++;
	return malloc((size_t)items * size);
}

static void my_free(voidpf opaque, voidpf p)
{
	(void)opaque;
	frees++;
	free(p);
}

static void allocators(void)
{
	unsigned char in[5000], c[6000], o[5000];
	z_stream z;
	int r, good, i;

	memset(in, 'q', sizeof(in));
	memset(&z, 0, sizeof(z));
	z.zalloc = my_alloc;
	z.zfree = my_free;
	deflateInit2(&z, 6, Z_DEFLATED, 31, 8, 0);
	z.next_in = in;
	z.avail_in = sizeof(in);
	z.next_out = c;
	z.avail_out = sizeof(c);
	r = deflate(&z, Z_FINISH);
	deflateEnd(&z);
	ok(r == Z_STREAM_END && allocs > 0 && allocs == frees,
	   "deflate: every allocation through zalloc comes back through zfree (%d)", allocs);
	allocs = frees = 0;
	inflateInit2(&z, 31);
	z.next_in = c;
	z.avail_in = sizeof(c);
	z.next_out = o;
	z.avail_out = sizeof(o);
	r = inflate(&z, Z_NO_FLUSH);
	inflateEnd(&z);
	ok(r == Z_STREAM_END && allocs > 0 && allocs == frees,
	   "inflate: the same (%d)", allocs);

	good = 1;
	for (i = 0; i < 8; i++) {
		allocs = frees = 0;
		fail_after = i;
		r = deflateInit2(&z, 6, Z_DEFLATED, 15, 8, 0);
		if (r == Z_OK)
			deflateEnd(&z);
		else if (r != Z_MEM_ERROR)
			good = 0;
		if (allocs != frees)
			good = 0;
		allocs = frees = 0;
		r = inflateInit2(&z, 15);
		if (r == Z_OK)
			inflateEnd(&z);
		else if (r != Z_MEM_ERROR)
			good = 0;
		if (allocs != frees)
			good = 0;
	}
	fail_after = -1;
	ok(good, "a failing allocator: Z_MEM_ERROR, and nothing leaks");
}

int main(void)
{
	is_str(zlibVersion(), ZLIB_VERSION, "zlibVersion is ZLIB_VERSION");
	ok(zError(Z_DATA_ERROR) && *zError(Z_DATA_ERROR), "zError has a text for Z_DATA_ERROR");
	checksums();
	deflate_codes();
	inflate_codes();
	gzip_headers();
	window_edges();
	small_window_split();
	hostile();
	allocators();
	return done();
}
