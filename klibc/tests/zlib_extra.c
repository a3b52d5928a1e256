/* SPDX-License-Identifier: MIT */
/*
 * zlib_extra: zlib's advanced calls (the library's zextra area):
 * get_crc_table against the known CRC-32 table; inflateBack on our own
 * raw streams and on one made by the host's zlib (Python's), with its
 * errors; inflateCopy and deflateCopy in mid-stream; inflateGetHeader on
 * a hand-built gzip header with every field, fields cut to the room
 * given, and deflateSetHeader's header read back by it and by the host's
 * gzip; deflatePrime and inflatePrime at a bit boundary; inflateSyncPoint
 * where a sync flush ended a block; deflateTune.
 */
#include <fcntl.h>
#include <stdint.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>
#include "tap.h"
#include "ztest.h"

#define N	100000

static unsigned char *src;

/*
 * A raw deflate stream (one dynamic block) made by Python 3's zlib 1.2.13
 * at level 9 of 698 bytes of text: 120 words from the list below, picked
 * by random.Random(1), a space between them and a newline after every
 * ninth.  CRC-32 e183745b.
 */
static const unsigned char host_raw[] = {
	0x75, 0x51, 0x5d, 0x0e, 0x83, 0x20, 0x0c, 0x7e, 0xef, 0x29, 0x78, 0xdc,
	0xae, 0xb1, 0x9b, 0x10, 0xad, 0x4a, 0x66, 0x20, 0x41, 0x1c, 0xd7, 0x5f,
	0xa1, 0xad, 0x74, 0xcb, 0x96, 0x18, 0xc4, 0xda, 0x7e, 0x7f, 0xad, 0x9b,
	0x2f, 0xae, 0x6c, 0x39, 0x9d, 0xeb, 0x46, 0x6f, 0x74, 0x69, 0x69, 0x4f,
	0x46, 0x3f, 0x1f, 0x6e, 0x0d, 0x2f, 0x3c, 0xe4, 0x5e, 0x12, 0x50, 0xbd,
	0xa4, 0xfe, 0x50, 0x5f, 0xcd, 0xa1, 0xd0, 0x4f, 0xaa, 0x85, 0x78, 0xbb,
	0x8f, 0xa6, 0x10, 0x97, 0xdd, 0x17, 0x7c, 0xf8, 0xe9, 0xe9, 0x26, 0xbf,
	0xef, 0x98, 0x6d, 0xbb, 0xbc, 0x94, 0x90, 0xc9, 0xcc, 0x08, 0xd4, 0x10,
	0xe7, 0x54, 0x1b, 0x09, 0x93, 0xcb, 0xb7, 0xd2, 0xe8, 0x20, 0xd3, 0x31,
	0x3e, 0xf8, 0x38, 0x5b, 0x8c, 0xbf, 0xf7, 0x6e, 0xef, 0x2c, 0x04, 0xf3,
	0x43, 0x24, 0x2b, 0x83, 0xd6, 0xd3, 0x99, 0x54, 0x30, 0xf3, 0xdb, 0x01,
	0x85, 0xa0, 0xa3, 0x27, 0x02, 0x24, 0xd6, 0xd4, 0x58, 0x4d, 0xd7, 0x8a,
	0xb6, 0x8b, 0xfd, 0x08, 0x9b, 0xc5, 0xbb, 0x32, 0x41, 0xfd, 0xcb, 0x68,
	0x23, 0x3d, 0x60, 0xbb, 0x95, 0x77, 0x85, 0x2a, 0xaa, 0x5d, 0xed, 0x8a,
	0xa4, 0x4c, 0x02, 0x40, 0x4d, 0x71, 0x45, 0x43, 0xb4, 0xb0, 0xba, 0xbf,
	0x5e, 0x1b, 0xdc, 0x23, 0x00, 0x46, 0xe6, 0x53, 0x63, 0x57, 0x49, 0x69,
	0x64, 0x09, 0x5f, 0x2b, 0xe5, 0x79, 0x13, 0x7a, 0x92, 0x3c, 0xaf, 0x45,
	0x4a, 0xd2, 0xc6, 0x76, 0x37, 0xd6, 0x72, 0xfb, 0x54, 0x78, 0x4d, 0xb4,
	0x08, 0x86, 0x39, 0x71, 0xfb, 0x06,
};
#define HOST_LEN	698
#define HOST_CRC	0xe183745bUL
#define HOST_START	"what through the of of reads gives reads to\nof to "

/* "hello, hello, hello!\n" in one fixed-code block, by the same zlib */
static const unsigned char host_fixed[] = {
	0xcb, 0x48, 0xcd, 0xc9, 0xc9, 0xd7, 0x51, 0xc8, 0x40, 0xa2, 0x14,
	0xb9, 0x00,
};

/* deflate all of in at once; the size, 0 on failure */
static size_t pack(int level, int wbits, const unsigned char *in, size_t n,
		   unsigned char *out, size_t cap)
{
	size_t on = 0;

	if (zt_deflate(level, wbits, 8, Z_DEFAULT_STRATEGY, in, n, out, cap,
		       n + 1, cap, Z_NO_FLUSH, &on) != Z_STREAM_END)
		return 0;
	return on;
}

static void crc_table(void)
{
	const z_crc_t *t = get_crc_table();
	static const unsigned char nine[] = "123456789";
	uint32_t c = 0xffffffffU;
	unsigned i;

	ok(t && t[0] == 0 && t[1] == 0x77073096U && t[2] == 0xee0e612cU &&
	   t[128] == 0xedb88320U && t[255] == 0x2d02ef8dU,
	   "get_crc_table: entries 0, 1, 2, 128 and 255 are CRC-32's");
	for (i = 0; i < 9; i++)
		c = t[(c ^ nine[i]) & 0xff] ^ (c >> 8);
	ok(~c == 0xcbf43926U && crc32(0, nine, 9) == 0xcbf43926UL,
	   "the table gives CRC-32's check value of \"123456789\", as crc32");
	ok(get_crc_table() == t, "get_crc_table: the same table each call");
}

/* inflateBack's callbacks: input in pieces of step, output gathered */
struct feed {
	const unsigned char *p;
	size_t n, step, calls;
};

struct sink {
	unsigned char *buf;
	size_t n, cap, calls, refuse_at;
	unsigned first;		/* the length of the first call */
	int bad;		/* a call beyond cap, or one of 0 bytes */
};

static void sink_init(struct sink *s, unsigned char *buf, size_t cap)
{
	memset(s, 0, sizeof(*s));
	s->buf = buf;
	s->cap = cap;
}

static unsigned in_fn(void *desc, z_const unsigned char **buf)
{
	struct feed *f = desc;
	size_t k = f->n < f->step ? f->n : f->step;

	f->calls++;
	*buf = (z_const unsigned char *)f->p;
	f->p += k;
	f->n -= k;
	return (unsigned)k;
}

static int out_fn(void *desc, unsigned char *buf, unsigned len)
{
	struct sink *s = desc;

	s->calls++;
	if (s->calls == 1)
		s->first = len;
	if (s->refuse_at && s->calls >= s->refuse_at)
		return 1;
	if (!len || len > s->cap - s->n) {
		s->bad = 1;
		return 1;
	}
	memcpy(s->buf + s->n, buf, len);
	s->n += len;
	return 0;
}

/* inflateBack over in (step bytes a call); its return code */
static int back(int wbits, const unsigned char *in, size_t n, size_t step,
		struct sink *s, z_stream *z, unsigned char *win)
{
	struct feed f = { in, n, step, 0 };
	int r;

	memset(z, 0, sizeof(*z));
	r = inflateBackInit(z, wbits, win);
	if (r != Z_OK)
		return 100 + r;
	z->next_in = Z_NULL;
	return inflateBack(z, in_fn, &f, out_fn, s);
}

static void inflate_back(void)
{
	unsigned char *packed = malloc(N + N / 8 + 256), *out = malloc(N + 1);
	unsigned char *win = malloc(1U << 15), *withtail;
	struct sink s;
	z_stream z;
	size_t pn;
	int r;

	pn = pack(6, -15, src, N, packed, N + N / 8 + 256);
	sink_init(&s, out, N + 1);
	r = back(15, packed, pn, 1000, &s, &z, win);
	ok(r == Z_STREAM_END && s.n == N && !memcmp(out, src, N) && !s.bad,
	   "inflateBack: our raw stream, 1000 bytes a call, whole (%d, %zu)",
	   r, s.n);
	ok(s.first == 32768 && s.calls == (N + 32767) / 32768,
	   "out() gets whole windows, then the rest (%zu calls, first %u)",
	   s.calls, s.first);
	ok(z.next_in != Z_NULL && z.avail_in == 0,
	   "no input left over at the end");
	is_int(inflateBackEnd(&z), Z_OK, "inflateBackEnd");

	/* a small window: matches reach no further, out() is called often */
	pn = pack(9, -9, src, 20000, packed, N);
	sink_init(&s, out, N + 1);
	r = back(9, packed, pn, 7, &s, &z, win);
	ok(r == Z_STREAM_END && s.n == 20000 && !memcmp(out, src, 20000) &&
	   s.calls == (20000 + 511) / 512 && s.first == 512,
	   "a 512-byte window, 7 input bytes a call (%d, %zu bytes, %zu calls)",
	   r, s.n, s.calls);
	inflateBackEnd(&z);

	/* the host's stream, with input after it, given through next_in */
	withtail = malloc(sizeof(host_raw) + 4);
	memcpy(withtail, host_raw, sizeof(host_raw));
	memcpy(withtail + sizeof(host_raw), "TAIL", 4);
	{
		struct feed f = { NULL, 0, 1, 0 };

		sink_init(&s, out, N + 1);
		memset(&z, 0, sizeof(z));
		inflateBackInit(&z, 15, win);
		z.next_in = withtail;
		z.avail_in = sizeof(host_raw) + 4;
		r = inflateBack(&z, in_fn, &f, out_fn, &s);
		ok(r == Z_STREAM_END && s.n == HOST_LEN &&
		   crc32(0, out, HOST_LEN) == HOST_CRC &&
		   !memcmp(out, HOST_START, sizeof(HOST_START) - 1),
		   "the host's dynamic block from next_in (%d, %zu bytes)",
		   r, s.n);
		ok(f.calls == 0 && z.avail_in == 4 &&
		   z.next_in == withtail + sizeof(host_raw),
		   "in() not called; the 4 bytes after the stream are left in next_in");

		/* the next stream on the same state, from in() */
		f.p = host_fixed;
		f.n = sizeof(host_fixed);
		sink_init(&s, out, N + 1);
		z.next_in = Z_NULL;
		r = inflateBack(&z, in_fn, &f, out_fn, &s);
		ok(r == Z_STREAM_END && s.n == 21 && f.calls == 13 &&
		   !memcmp(out, "hello, hello, hello!\n", 21),
		   "again: the host's fixed block, a byte a call (%d, %zu bytes)",
		   r, s.n);
		inflateBackEnd(&z);
	}

	/* errors */
	sink_init(&s, out, N + 1);
	r = back(15, packed, pn / 2, 100, &s, &z, win);
	ok(r == Z_BUF_ERROR && z.next_in == Z_NULL && s.n > 0 &&
	   !memcmp(out, src, s.n),
	   "truncated input: Z_BUF_ERROR, next_in Z_NULL, what was decoded is out (%d, %zu)",
	   r, s.n);
	inflateBackEnd(&z);

	pn = pack(6, -15, src, N, packed, N + N / 8 + 256);
	sink_init(&s, out, N + 1);
	s.refuse_at = 2;
	r = back(15, packed, pn, 4096, &s, &z, win);
	ok(r == Z_BUF_ERROR && z.next_in != Z_NULL && s.calls == 2,
	   "out() refusing: Z_BUF_ERROR at once, next_in not Z_NULL (%d, %zu calls)",
	   r, s.calls);
	inflateBackEnd(&z);

	sink_init(&s, out, N + 1);
	r = back(15, (const unsigned char *)"\x07\x00\x00", 3, 3, &s, &z, win);
	ok(r == Z_DATA_ERROR && z.msg && s.calls == 0,
	   "a block of type 3: Z_DATA_ERROR with a message (%d, %s)", r,
	   z.msg ? z.msg : "no message");
	inflateBackEnd(&z);

	/* a stored block whose lengths disagree, after good output */
	sink_init(&s, out, N + 1);
	r = back(15, (const unsigned char *)"\x00\x03\x00\xfc\xff" "abc"
		 "\x01\x03\x00\xfc\xfe", 13, 13, &s, &z, win);
	ok(r == Z_DATA_ERROR && s.n == 3 && !memcmp(out, "abc", 3),
	   "bad stored lengths after a good block: Z_DATA_ERROR, its output out (%d, %zu)",
	   r, s.n);
	inflateBackEnd(&z);

	memset(&z, 0, sizeof(z));
	is_int(inflateBackInit(&z, 7, win), Z_STREAM_ERROR,
	       "inflateBackInit: windowBits 7 is Z_STREAM_ERROR");
	is_int(inflateBackInit(&z, 16, win), Z_STREAM_ERROR,
	       "inflateBackInit: windowBits 16 is Z_STREAM_ERROR");
	is_int(inflateBackInit(&z, 15, NULL), Z_STREAM_ERROR,
	       "inflateBackInit: no window is Z_STREAM_ERROR");
	is_int(inflateBackInit_(&z, 15, win, "2.0", (int)sizeof(z)),
	       Z_VERSION_ERROR, "inflateBackInit_: version 2 is Z_VERSION_ERROR");
	inflateInit2(&z, -15);
	ok(inflateBack(&z, in_fn, NULL, out_fn, NULL) == Z_STREAM_ERROR &&
	   inflateBackEnd(&z) == Z_STREAM_ERROR,
	   "inflateBack and inflateBackEnd refuse an inflateInit2 stream");
	inflateEnd(&z);
	free(withtail);
	free(win);
	free(out);
	free(packed);
}

/* inflate in pieces until the output has half of n, or the end */
static int inflate_some(z_stream *z, const unsigned char *in, size_t pn,
			unsigned char *out, size_t stop)
{
	int r = Z_OK;

	while (r == Z_OK && z->total_out < stop) {
		z->next_in = (Bytef *)in + z->total_in;
		z->avail_in = pn - z->total_in < 999 ? pn - z->total_in : 999;
		z->next_out = out + z->total_out;
		z->avail_out = 1234;
		r = inflate(z, Z_NO_FLUSH);
	}
	return r;
}

static void inflate_copy(void)
{
	unsigned char *packed = malloc(N + N / 8 + 256);
	unsigned char *o1 = malloc(N + 2000), *o2 = malloc(N + 2000);
	z_stream a, b;
	size_t pn;
	int r1, r2, r;

	pn = pack(6, 31, src, N, packed, N + N / 8 + 256);
	memset(&a, 0, sizeof(a));
	inflateInit2(&a, 31);
	r = inflate_some(&a, packed, pn, o1, N / 2);
	r2 = inflateCopy(&b, &a);
	ok(r == Z_OK && r2 == Z_OK && b.total_in == a.total_in &&
	   b.total_out == a.total_out && b.state != a.state,
	   "inflateCopy in mid-stream (%lu of %zu bytes in)", a.total_in, pn);
	memcpy(o2, o1, a.total_out);
	r1 = inflate_some(&a, packed, pn, o1, N + 1);
	is_int(inflateEnd(&a), Z_OK, "the original finished and ended");
	r2 = inflate_some(&b, packed, pn, o2, N + 1);
	ok(r1 == Z_STREAM_END && r2 == Z_STREAM_END && a.total_out == N &&
	   b.total_out == N && !memcmp(o1, src, N) && !memcmp(o2, src, N),
	   "both finish with the data, the copy after the original's end (%d %d)",
	   r1, r2);
	is_int(inflateEnd(&b), Z_OK, "inflateEnd of the copy");
	memset(&a, 0, sizeof(a));
	is_int(inflateCopy(&b, &a), Z_STREAM_ERROR,
	       "inflateCopy of no stream: Z_STREAM_ERROR");
	deflateInit(&a, 6);
	is_int(inflateCopy(&b, &a), Z_STREAM_ERROR,
	       "inflateCopy of a deflate stream: Z_STREAM_ERROR");
	deflateEnd(&a);
	free(o1);
	free(o2);
	free(packed);
}

/* deflate the rest of src (from total_in) with Z_FINISH into out, in
 * pieces of output */
static int deflate_rest(z_stream *z, unsigned char *out, size_t cap)
{
	int r;

	do {
		z->next_in = src + z->total_in;
		z->avail_in = N - z->total_in;
		z->next_out = out + z->total_out;
		z->avail_out = cap - z->total_out < 777 ?
			       cap - z->total_out : 777;
		r = deflate(z, Z_FINISH);
	} while (r == Z_OK);
	return r;
}

static void deflate_copy(void)
{
	static const int level[3] = { 6, 1, 0 };
	static const int strategy[3] = { Z_DEFAULT_STRATEGY, Z_HUFFMAN_ONLY,
					 Z_DEFAULT_STRATEGY };
	size_t cap = N + N / 8 + 1024;
	unsigned char *o1 = malloc(cap), *o2 = malloc(cap), *back = malloc(N);
	z_stream a, b;
	size_t on = 0;
	int i, r1, r2, r, good;

	for (i = 0; i < 3; i++) {
		memset(&a, 0, sizeof(a));
		deflateInit2(&a, level[i], Z_DEFLATED, 15, 8, strategy[i]);
		a.next_in = src;
		a.avail_in = N / 3;
		a.next_out = o1;
		a.avail_out = (uInt)cap;
		r = deflate(&a, Z_NO_FLUSH);
		r2 = deflateCopy(&b, &a);
		good = r == Z_OK && r2 == Z_OK && b.state != a.state &&
		       b.total_in == a.total_in;
		memcpy(o2, o1, a.total_out);
		r1 = deflate_rest(&a, o1, cap);
		deflateEnd(&a);
		r2 = deflate_rest(&b, o2, cap);
		good &= r1 == Z_STREAM_END && r2 == Z_STREAM_END &&
			a.total_out == b.total_out &&
			!memcmp(o1, o2, a.total_out);
		r = zt_inflate(15, o2, b.total_out, back, N, b.total_out, N,
			       &on, NULL);
		good &= r == Z_STREAM_END && on == N && !memcmp(back, src, N);
		if (!good)
			diag("finished %d and %d: %lu and %lu bytes, inflate %d",
			     r1, r2, a.total_out, b.total_out, r);
		ok(good, "deflateCopy at level %d%s in mid-stream: both make the same stream, the copy after the original's end (%lu bytes)",
		   level[i], i == 1 ? " (Huffman only)" : "", b.total_out);
		is_int(deflateEnd(&b), Z_OK, "deflateEnd of the finished copy");
	}
	memset(&a, 0, sizeof(a));
	is_int(deflateCopy(&b, &a), Z_STREAM_ERROR,
	       "deflateCopy of no stream: Z_STREAM_ERROR");
	inflateInit(&a);
	is_int(deflateCopy(&b, &a), Z_STREAM_ERROR,
	       "deflateCopy of an inflate stream: Z_STREAM_ERROR");
	inflateEnd(&a);
	free(o1);
	free(o2);
	free(back);
}

/* RFC 1952: a gzip member with every header field, by hand */
static const char gz_text[] = "hello hello hello, header!\n";

static size_t build_gzip(unsigned char *g, int flags)
{
	static const unsigned char extra[6] = { 'A', 'B', 2, 0, 'x', 'y' };
	size_t n = 0, bn;
	uLong c;
	int i;

	g[n++] = 0x1f;
	g[n++] = 0x8b;
	g[n++] = 8;
	g[n++] = (unsigned char)flags;
	g[n++] = 0x78;		/* MTIME 0x12345678 */
	g[n++] = 0x56;
	g[n++] = 0x34;
	g[n++] = 0x12;
	g[n++] = 2;		/* XFL */
	g[n++] = 3;		/* OS */
	if (flags & 4) {
		g[n++] = sizeof(extra);
		g[n++] = 0;
		memcpy(g + n, extra, sizeof(extra));
		n += sizeof(extra);
	}
	if (flags & 8) {
		memcpy(g + n, "file.txt", 9);
		n += 9;
	}
	if (flags & 16) {
		memcpy(g + n, "a comment", 10);
		n += 10;
	}
	if (flags & 2) {
		c = crc32(0, g, n);
		g[n++] = (unsigned char)c;
		g[n++] = (unsigned char)(c >> 8);
	}
	bn = pack(9, -15, (const unsigned char *)gz_text, sizeof(gz_text) - 1,
		  g + n, 200);
	n += bn;
	c = crc32(0, (const Bytef *)gz_text, sizeof(gz_text) - 1);
	for (i = 0; i < 4; i++)
		g[n++] = (unsigned char)(c >> (8 * i));
	g[n++] = sizeof(gz_text) - 1;
	g[n++] = 0;
	g[n++] = 0;
	g[n++] = 0;
	return bn ? n : 0;
}

struct hdbuf {
	gz_header h;
	unsigned char extra[16], name[16], comment[16], out[100];
};

/* inflate g (step bytes a call) filling hb's header; the return code */
static int read_header(const unsigned char *g, size_t n, size_t step,
		       struct hdbuf *hb, unsigned emax, unsigned nmax,
		       unsigned cmax, size_t *outn)
{
	z_stream z;
	size_t ip = 0;
	int r;

	memset(hb, 0x55, sizeof(*hb));
	memset(&hb->h, 0, sizeof(hb->h));
	hb->h.extra = hb->extra;
	hb->h.extra_max = emax;
	hb->h.name = hb->name;
	hb->h.name_max = nmax;
	hb->h.comment = hb->comment;
	hb->h.comm_max = cmax;
	hb->h.done = 7;
	memset(&z, 0, sizeof(z));
	inflateInit2(&z, 31);
	r = inflateGetHeader(&z, &hb->h);
	if (r != Z_OK || hb->h.done != 0)
		return 100;
	z.next_out = hb->out;
	z.avail_out = sizeof(hb->out);
	do {
		z.next_in = (Bytef *)g + ip;
		z.avail_in = n - ip < step ? n - ip : step;
		r = inflate(&z, Z_NO_FLUSH);
		ip = z.total_in;
		/* done only once the last header byte is in */
		if (hb->h.done && ip < 10)
			r = 101;
	} while (r == Z_OK);
	*outn = z.total_out;
	inflateEnd(&z);
	return r;
}

static int guard(const unsigned char *p, size_t from, size_t to)
{
	while (from < to)
		if (p[from++] != 0x55)
			return 0;
	return 1;
}

static void get_header(void)
{
	unsigned char g[400];
	struct hdbuf hb;
	size_t n, on, steps[2] = { 1000, 1 };
	z_stream z;
	gz_header h;
	int i, r;

	n = build_gzip(g, 0x1f);
	for (i = 0; i < 2; i++) {
		r = read_header(g, n, steps[i], &hb, 16, 16, 16, &on);
		ok(r == Z_STREAM_END && on == sizeof(gz_text) - 1 &&
		   !memcmp(hb.out, gz_text, on),
		   "inflateGetHeader: the member decodes, %zu bytes a call (%d)",
		   steps[i], r);
		ok(hb.h.text == 1 && hb.h.time == 0x12345678UL &&
		   hb.h.xflags == 2 && hb.h.os == 3 && hb.h.hcrc == 1 &&
		   hb.h.done == 1,
		   "text, time, xflags, os, hcrc, done (%d %lx %d %d %d %d)",
		   hb.h.text, hb.h.time, hb.h.xflags, hb.h.os, hb.h.hcrc,
		   hb.h.done);
		ok(hb.h.extra == hb.extra && hb.h.extra_len == 6 &&
		   !memcmp(hb.extra, "AB\2\0xy", 6) && guard(hb.extra, 6, 16),
		   "the extra field and extra_len (%u)", hb.h.extra_len);
		ok(hb.h.name == hb.name && !strcmp((char *)hb.name, "file.txt") &&
		   hb.h.comment == hb.comment &&
		   !strcmp((char *)hb.comment, "a comment") &&
		   guard(hb.name, 9, 16) && guard(hb.comment, 10, 16),
		   "name and comment, zero-terminated");
	}

	r = read_header(g, n, 1, &hb, 3, 4, 5, &on);
	ok(r == Z_STREAM_END && hb.h.done == 1 && hb.h.extra_len == 6 &&
	   !memcmp(hb.extra, "AB\2", 3) && guard(hb.extra, 3, 16) &&
	   !memcmp(hb.name, "file", 4) && guard(hb.name, 4, 16) &&
	   !memcmp(hb.comment, "a com", 5) && guard(hb.comment, 5, 16),
	   "extra_max 3, name_max 4, comm_max 5: cut there, nothing written past, extra_len 6");
	r = read_header(g, n, 1000, &hb, 0, 9, 10, &on);
	ok(r == Z_STREAM_END && guard(hb.extra, 0, 16) &&
	   !strcmp((char *)hb.name, "file.txt") &&
	   !strcmp((char *)hb.comment, "a comment"),
	   "extra_max 0: nothing written; the strings' exact room");

	n = build_gzip(g, 0);
	r = read_header(g, n, 1000, &hb, 16, 16, 16, &on);
	ok(r == Z_STREAM_END && hb.h.done == 1 && hb.h.text == 0 &&
	   hb.h.hcrc == 0 && !hb.h.extra && !hb.h.name && !hb.h.comment,
	   "no optional fields: extra, name, comment Z_NULL, hcrc 0");

	n = build_gzip(g, 0x1f);
	{
		/* the header's CRC-16 is the two bytes before the data */
		size_t hc = 10 + 2 + 6 + 9 + 10;

		g[hc] ^= 1;
		r = read_header(g, n, 1000, &hb, 16, 16, 16, &on);
		ok(r == Z_DATA_ERROR && hb.h.done == 0,
		   "a bad header CRC: Z_DATA_ERROR, done stays 0 (%d)", r);
		g[hc] ^= 1;
	}
	{
		/* done is 0 while the header is read, 1 after it */
		memset(&z, 0, sizeof(z));
		memset(&h, 0, sizeof(h));
		inflateInit2(&z, 31);
		inflateGetHeader(&z, &h);
		z.next_in = g;
		z.avail_in = 20;
		z.next_out = hb.out;
		z.avail_out = sizeof(hb.out);
		inflate(&z, Z_NO_FLUSH);
		r = h.done;
		z.avail_in = (uInt)n - 20;
		inflate(&z, Z_BLOCK);
		ok(r == 0 && h.done == 1 && h.extra_len == 6 && !h.extra &&
		   !h.name && !h.comment,
		   "done 0 within the header, 1 after; no buffers given: fields Z_NULL");
		inflateEnd(&z);
	}

	/* a zlib stream where either is allowed: done -1 */
	n = pack(6, 15, (const unsigned char *)gz_text, sizeof(gz_text) - 1,
		 g, sizeof(g));
	memset(&z, 0, sizeof(z));
	memset(&h, 0, sizeof(h));
	inflateInit2(&z, 47);
	r = inflateGetHeader(&z, &h);
	z.next_in = g;
	z.avail_in = (uInt)n;
	z.next_out = hb.out;
	z.avail_out = sizeof(hb.out);
	if (r == Z_OK)
		r = inflate(&z, Z_FINISH);
	ok(r == Z_STREAM_END && h.done == -1,
	   "a zlib stream (windowBits 47): done is -1 (%d, %d)", r, h.done);
	inflateReset(&z);
	h.done = 5;
	z.next_in = g;
	z.avail_in = (uInt)n;
	z.next_out = hb.out;
	z.avail_out = sizeof(hb.out);
	ok(inflate(&z, Z_FINISH) == Z_STREAM_END && h.done == 5,
	   "inflateReset forgets the header structure");
	inflateEnd(&z);
	memset(&z, 0, sizeof(z));
	inflateInit2(&z, 15);
	is_int(inflateGetHeader(&z, &h), Z_STREAM_ERROR,
	       "inflateGetHeader on a zlib-only stream: Z_STREAM_ERROR");
	inflateEnd(&z);
	inflateInit2(&z, -15);
	is_int(inflateGetHeader(&z, &h), Z_STREAM_ERROR,
	       "inflateGetHeader on a raw stream: Z_STREAM_ERROR");
	inflateEnd(&z);
	is_int(inflateGetHeader(NULL, &h), Z_STREAM_ERROR,
	       "inflateGetHeader on no stream: Z_STREAM_ERROR");
}

/*
 * The host's gzip with arg on in (written to a file first), its output
 * into out: its exit status, 127 when there is no gzip to run.
 */
static int host_gzip(const char *arg, const unsigned char *in, size_t n,
		     unsigned char *out, size_t cap, size_t *outn)
{
	char path[64];
	int fd, p[2], st;
	ssize_t k;
	pid_t pid;

	*outn = 0;
	snprintf(path, sizeof(path), "/tmp/zlib_extra.%d", (int)getpid());
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, in, n) != (ssize_t)n || pipe(p)) {
		if (fd >= 0)
			close(fd);
		unlink(path);
		return -1;
	}
	unlink(path);
	lseek(fd, 0, SEEK_SET);
	pid = fork();
	if (pid == 0) {
		char *argv[] = { "gzip", (char *)arg, NULL };

		dup2(fd, 0);
		dup2(p[1], 1);
		close(p[0]);
		execvp("gzip", argv);
		_exit(127);
	}
	close(fd);
	close(p[1]);
	while ((k = read(p[0], out + *outn, cap - *outn)) > 0)
		*outn += (size_t)k;
	close(p[0]);
	if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

/* deflate in with head into out, out_step bytes of output a call */
static int write_gzip(int wbits, int memlevel, gz_header *head,
		      const unsigned char *in, size_t n, unsigned char *out,
		      size_t cap, size_t out_step, size_t *outn, uLong *bound)
{
	z_stream z;
	int r;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, 9, Z_DEFLATED, wbits, memlevel,
			 Z_DEFAULT_STRATEGY) != Z_OK)
		return 100;
	r = deflateSetHeader(&z, head);
	if (r != Z_OK)
		return 101;
	if (bound)
		*bound = deflateBound(&z, n);
	z.next_in = (Bytef *)in;
	z.avail_in = (uInt)n;
	do {
		z.next_out = out + z.total_out;
		z.avail_out = cap - z.total_out < out_step ?
			      (uInt)(cap - z.total_out) : (uInt)out_step;
		r = deflate(&z, Z_FINISH);
	} while (r == Z_OK);
	*outn = z.total_out;
	deflateEnd(&z);
	return r;
}

static void set_header(void)
{
	static unsigned char extra[4] = { 'K', 'L', 0, 0 };
	size_t cap = 20000, gn, hn;
	unsigned char *g = malloc(cap), *host = malloc(N);
	unsigned char *bigx = malloc(5000), *bign = malloc(3001);
	struct hdbuf hb;
	gz_header h, r;
	z_stream z;
	uLong bound;
	int rc;

	memset(&h, 0, sizeof(h));
	h.text = 1;
	h.time = 0x5f5e1000UL;
	h.os = 11;
	h.extra = extra;
	h.extra_len = 4;
	h.name = (Bytef *)"name.bin";
	h.comment = (Bytef *)"a comment here";
	h.hcrc = 1;
	rc = write_gzip(31, 8, &h, src, 3000, g, cap, 5, &gn, NULL);
	ok(rc == Z_STREAM_END && g[3] == 0x1f && g[8] == 2 && g[9] == 11 &&
	   g[4] == 0x00 && g[7] == 0x5f,
	   "deflateSetHeader: FLG, MTIME, XFL of level 9 and OS written, 5 output bytes a call (%d, %02x)",
	   rc, g[3]);
	{
		memset(&z, 0, sizeof(z));
		memset(&r, 0, sizeof(r));
		r.extra = hb.extra;
		r.extra_max = sizeof(hb.extra);
		r.name = hb.name;
		r.name_max = sizeof(hb.name);
		r.comment = hb.comment;
		r.comm_max = sizeof(hb.comment);
		inflateInit2(&z, 31);
		inflateGetHeader(&z, &r);
		z.next_in = g;
		z.avail_in = (uInt)gn;
		z.next_out = host;
		z.avail_out = N;
		rc = inflate(&z, Z_FINISH);
		ok(rc == Z_STREAM_END && z.total_out == 3000 &&
		   !memcmp(host, src, 3000) && r.done == 1 && r.text == 1 &&
		   r.time == 0x5f5e1000UL && r.os == 11 && r.hcrc == 1 &&
		   r.extra_len == 4 && !memcmp(r.extra, extra, 4) &&
		   !strcmp((char *)r.name, "name.bin") &&
		   !strcmp((char *)r.comment, "a comment here"),
		   "read back by inflateGetHeader, the header CRC checked (%d)",
		   rc);
		inflateEnd(&z);
	}
	rc = host_gzip("-t", g, gn, host, N, &hn);
	if (rc == 127) {
		ok(1, "# skip no host gzip");
		ok(1, "# skip no host gzip");
	} else {
		is_int(rc, 0, "the host's gzip -t takes it, header CRC and all");
		rc = host_gzip("-dc", g, gn, host, N, &hn);
		ok(rc == 0 && hn == 3000 && !memcmp(host, src, 3000),
		   "the host's gzip -dc gives the data back (%d, %zu)", rc, hn);
	}

	/* longer than the pending buffer of a small stream (2 KiB) */
	memset(bigx, 'x', 5000);
	memset(bign, 'n', 3000);
	bign[3000] = 0;
	h.extra = bigx;
	h.extra_len = 5000;
	h.name = bign;
	rc = write_gzip(16 + 9, 1, &h, src, 100, g, cap, cap, &gn, &bound);
	ok(rc == Z_STREAM_END && gn > 8000 && gn <= bound,
	   "a header of 8 KB on a 512-byte window, in one call: out, within deflateBound (%d, %zu of %lu)",
	   rc, gn, bound);
	memset(&z, 0, sizeof(z));
	memset(&r, 0, sizeof(r));
	r.name = host;
	r.name_max = 4000;
	inflateInit2(&z, 31);
	inflateGetHeader(&z, &r);
	z.next_in = g;
	z.avail_in = (uInt)gn;
	z.next_out = host + 4000;
	z.avail_out = 1000;
	rc = inflate(&z, Z_FINISH);
	ok(rc == Z_STREAM_END && z.total_out == 100 &&
	   !memcmp(host + 4000, src, 100) && r.extra_len == 5000 &&
	   strlen((char *)host) == 3000 && r.done == 1,
	   "read back, the name whole (%d)", rc);
	inflateEnd(&z);
	rc = host_gzip("-dc", g, gn, host, N, &hn);
	ok(rc == 127 || (rc == 0 && hn == 100 && !memcmp(host, src, 100)),
	   "the host's gzip -dc reads it%s (%d)", rc == 127 ? " # skip no host gzip" : "", rc);
	rc = write_gzip(16 + 9, 1, &h, src, 100, g, cap, 3, &gn, NULL);
	ok(rc == Z_STREAM_END && gn > 8000 && bign[0] == 'n' &&
	   !memcmp(g + 10 + 2, bigx, 5000) &&
	   !memcmp(g + 10 + 2 + 5000, bign, 3001),
	   "and 3 output bytes a call: the same fields (%d)", rc);

	/* when it is taken, and when not */
	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
	is_int(deflateSetHeader(&z, &h), Z_STREAM_ERROR,
	       "deflateSetHeader on a zlib stream: Z_STREAM_ERROR");
	deflateEnd(&z);
	deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY);
	z.next_in = src;
	z.avail_in = 10;
	z.next_out = g;
	z.avail_out = 100;
	deflate(&z, Z_NO_FLUSH);
	is_int(deflateSetHeader(&z, &h), Z_STREAM_ERROR,
	       "deflateSetHeader after deflate: Z_STREAM_ERROR");
	deflateReset(&z);
	h.extra = extra;
	h.extra_len = 4;
	h.name = (Bytef *)"x";
	is_int(deflateSetHeader(&z, &h), Z_OK,
	       "deflateSetHeader after deflateReset: Z_OK");
	deflateReset(&z);
	z.next_in = src;
	z.avail_in = 10;
	z.next_out = g;
	z.avail_out = 100;
	rc = deflate(&z, Z_FINISH);
	ok(rc == Z_STREAM_END && g[3] == 0 && g[9] == 3,
	   "deflateReset goes back to the plain header (FLG %02x)", g[3]);
	deflateEnd(&z);
	is_int(deflateSetHeader(NULL, &h), Z_STREAM_ERROR,
	       "deflateSetHeader on no stream: Z_STREAM_ERROR");
	free(g);
	free(host);
	free(bigx);
	free(bign);
}

static void prime(void)
{
	unsigned char plain[4000], primed[4000], out[3000];
	z_stream z;
	size_t pn;
	int r, good = 1;
	unsigned k;

	pn = pack(6, -15, src, 2000, plain, sizeof(plain));
	for (k = 1; k <= 7; k++) {
		size_t qn;
		unsigned char first;

		memset(&z, 0, sizeof(z));
		deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
		r = deflatePrime(&z, (int)k, 0x5a5a);
		z.next_in = src;
		z.avail_in = 2000;
		z.next_out = primed;
		z.avail_out = sizeof(primed);
		if (r != Z_OK || deflate(&z, Z_FINISH) != Z_STREAM_END) {
			good = 0;
			deflateEnd(&z);
			continue;
		}
		qn = z.total_out;
		deflateEnd(&z);
		first = primed[0];
		/* the receiver takes the primed bits off the first byte */
		memset(&z, 0, sizeof(z));
		inflateInit2(&z, -15);
		r = inflatePrime(&z, (int)(8 - k), first >> k);
		z.next_in = primed + 1;
		z.avail_in = (uInt)qn - 1;
		z.next_out = out;
		z.avail_out = sizeof(out);
		if (r != Z_OK || ((first ^ 0x5a) & ((1U << k) - 1)) ||
		    inflate(&z, Z_FINISH) != Z_STREAM_END ||
		    z.total_out != 2000 || memcmp(out, src, 2000)) {
			diag("%u bits: first byte %02x", k, first);
			good = 0;
		}
		inflateEnd(&z);
	}
	ok(good, "deflatePrime 1-7 bits ahead of a stream, inflatePrime the rest of that byte: it decodes");

	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY);
	r = deflatePrime(&z, 16, 0xabcd);
	r |= deflatePrime(&z, 3, 5);
	r |= deflatePrime(&z, 5, 0x1f);
	z.next_in = src;
	z.avail_in = 2000;
	z.next_out = primed;
	z.avail_out = sizeof(primed);
	if (r == Z_OK)
		r = deflate(&z, Z_FINISH);
	ok(r == Z_STREAM_END && primed[0] == 0xcd && primed[1] == 0xab && primed[2] == 0xfd &&
	   z.total_out == pn + 3 && !memcmp(primed + 3, plain, pn),
	   "16, 3 and 5 bits: three whole bytes before the same stream (%02x %02x %02x)",
	   primed[0], primed[1], primed[2]);
	ok(deflatePrime(&z, 17, 0) == Z_BUF_ERROR &&
	   deflatePrime(&z, -1, 0) == Z_BUF_ERROR,
	   "deflatePrime of 17 or -1 bits: Z_BUF_ERROR");
	deflateEnd(&z);

	memset(&z, 0, sizeof(z));
	inflateInit2(&z, -15);
	ok(inflatePrime(&z, 17, 0) == Z_STREAM_ERROR &&
	   inflatePrime(&z, 16, 0) == Z_OK && inflatePrime(&z, 16, 0) == Z_OK &&
	   inflatePrime(&z, 1, 0) == Z_STREAM_ERROR,
	   "inflatePrime: 16 bits at a time, 32 in all");
	/* emptied, then a stored block's header primed: "abc" follows */
	r = inflatePrime(&z, -1, 0);
	r |= inflatePrime(&z, 3, 1);
	z.next_in = (Bytef *)"\x03\x00\xfc\xff" "abc";
	z.avail_in = 7;
	z.next_out = out;
	z.avail_out = sizeof(out);
	ok(r == Z_OK && inflate(&z, Z_FINISH) == Z_STREAM_END &&
	   z.total_out == 3 && !memcmp(out, "abc", 3),
	   "inflatePrime -1 empties it; a primed final stored block's header");
	inflateEnd(&z);
	ok(deflatePrime(&z, 1, 0) == Z_STREAM_ERROR &&
	   inflatePrime(NULL, 1, 0) == Z_STREAM_ERROR,
	   "the prime functions on no stream: Z_STREAM_ERROR");
}

static void sync_point(void)
{
	unsigned char packed[8000], out[5000];
	z_stream z;
	size_t pn;
	int r, f, good = 1, before;

	for (f = Z_SYNC_FLUSH; f <= Z_FULL_FLUSH; f++) {
		memset(&z, 0, sizeof(z));
		deflateInit2(&z, 6, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
		z.next_in = src;
		z.avail_in = 3000;
		z.next_out = packed;
		z.avail_out = sizeof(packed);
		r = deflate(&z, f);
		pn = z.total_out;
		deflateEnd(&z);
		if (r != Z_OK || memcmp(packed + pn - 4, "\0\0\xff\xff", 4)) {
			good = 0;
			continue;
		}
		/* as PPP does: the empty stored block's lengths left out */
		memset(&z, 0, sizeof(z));
		inflateInit(&z);
		z.next_in = packed;
		z.avail_in = 1;
		z.next_out = out;
		z.avail_out = sizeof(out);
		inflate(&z, Z_NO_FLUSH);
		before = inflateSyncPoint(&z);
		z.avail_in = (uInt)pn - 5;
		inflate(&z, Z_NO_FLUSH);
		r = inflateSyncPoint(&z);
		if (before != 0 || r != 1 || z.total_out != 3000 ||
		    memcmp(out, src, 3000)) {
			diag("flush %d: %d before, %d at the flush point", f,
			     before, r);
			good = 0;
		}
		z.avail_in = 4;
		inflate(&z, Z_NO_FLUSH);
		if (inflateSyncPoint(&z) != 0 || z.avail_in) {
			diag("flush %d: still at the point past it", f);
			good = 0;
		}
		inflateEnd(&z);
	}
	ok(good, "inflateSyncPoint: 1 where Z_SYNC_FLUSH and Z_FULL_FLUSH ended a block, 0 before and after");
	is_int(inflateSyncPoint(NULL), Z_STREAM_ERROR,
	       "inflateSyncPoint on no stream: Z_STREAM_ERROR");
}

/* deflate N bytes at level 6, tuned or not; the size */
static size_t tuned(int tune, int reset, int chain, unsigned char *out,
		    size_t cap)
{
	z_stream z;
	size_t n = 0;
	int r;

	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, 15, 8, Z_DEFAULT_STRATEGY);
	if (tune && deflateTune(&z, 8, 16, 128, chain) != Z_OK)
		goto out;
	if (reset)
		deflateReset(&z);
	z.next_in = src;
	z.avail_in = N;
	z.next_out = out;
	z.avail_out = (uInt)cap;
	r = deflate(&z, Z_FINISH);
	if (r == Z_STREAM_END)
		n = z.total_out;
out:
	deflateEnd(&z);
	return n;
}

static void tune(void)
{
	size_t cap = N + N / 8 + 1024, plain, none, reset, deep, on;
	unsigned char *out = malloc(cap), *back = malloc(N);
	z_stream z;
	int r;

	plain = tuned(0, 0, 0, out, cap);
	none = tuned(1, 0, 0, out, cap);
	r = zt_inflate(15, out, none, back, N, none, N, &on, NULL);
	ok(plain && none > plain + plain / 4 && r == Z_STREAM_END &&
	   on == N && !memcmp(back, src, N),
	   "deflateTune max_chain 0: no matches, a larger stream that decodes (%zu, level 6 %zu)",
	   none, plain);
	reset = tuned(1, 1, 0, out, cap);
	is_int(reset, plain, "deflateReset goes back to the level's parameters");
	deep = tuned(1, 0, 4096, out, cap);
	r = zt_inflate(15, out, deep, back, N, deep, N, &on, NULL);
	ok(deep && deep != plain && r == Z_STREAM_END && on == N &&
	   !memcmp(back, src, N),
	   "max_chain 4096: another stream (%zu), that decodes", deep);
	memset(&z, 0, sizeof(z));
	inflateInit(&z);
	is_int(deflateTune(&z, 1, 2, 3, 4), Z_STREAM_ERROR,
	       "deflateTune on an inflate stream: Z_STREAM_ERROR");
	inflateEnd(&z);
	free(out);
	free(back);
}

int main(void)
{
	src = zt_gen(N, 11);
	crc_table();
	inflate_back();
	inflate_copy();
	deflate_copy();
	get_header();
	set_header();
	prime();
	sync_point();
	tune();
	free(src);
	return done();
}
