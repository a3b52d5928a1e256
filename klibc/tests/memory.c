/* SPDX-License-Identifier: MIT */
/*
 * memory: the mem* functions of <string.h> and <strings.h>, checked
 * against byte-at-a-time models at every alignment of source and
 * destination, with guard bytes around each destination, and at the end
 * of a page followed by an inaccessible page.  It builds on the host
 * too (cc -D_GNU_SOURCE -I klibc/tests), where glibc proves the models;
 * the functions glibc lacks are then skipped.
 */
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include "tap.h"

#define GUARD		64
#define MAXLEN		4200
#define AREA		(GUARD + 16 + MAXLEN + 16 + GUARD)
#define GUARD_BYTE	0xa5

static unsigned char src[AREA], dst[AREA], model[AREA];

static const size_t lens[] = {
	0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 23,
	24, 25, 31, 32, 33, 63, 64, 65, 100, 127, 128, 129, 255, 256, 257,
	1000, 4095, 4096, 4097, 4103, MAXLEN,
};
#define NLENS	(sizeof(lens) / sizeof(lens[0]))

/* Bytes of every value, 0x80 and up included, in an irregular order. */
static void fill(unsigned char *p, size_t n, unsigned int seed)
{
	size_t i;

	for (i = 0; i < n; i++) {
		seed = seed * 1103515245 + 12345;
		p[i] = (unsigned char)(seed >> 16);
	}
}

/* Where buf and the model first differ, or -1. */
static long first_diff(const unsigned char *buf, const unsigned char *m,
		       size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (buf[i] != m[i])
			return (long)i;
	return -1;
}

struct tally {
	const char *what;
	long cases, bad;
	char first[160];
};

static void tally_case(struct tally *t, int good, size_t so, size_t doff,
		       size_t n, long where)
{
	t->cases++;
	if (!good && !t->bad++)
		snprintf(t->first, sizeof(t->first),
			 "first failure: src+%zu dst+%zu n=%zu at byte %ld",
			 so, doff, n, where);
}

static void tally_report(struct tally *t)
{
	if (!ok(!t->bad, "%s: %ld cases", t->what, t->cases))
		diag("%ld bad; %s", t->bad, t->first);
}

typedef void *(*copy_fn)(void *, const void *, size_t);

/* memcpy, memmove and mempcpy between separate buffers. */
static void check_copy(const char *what, copy_fn fn, int ret_end)
{
	struct tally t = { what, 0, 0, "" };
	size_t so, doff, i, k;
	unsigned int seed = 1;

	for (so = 0; so < 16; so++)
		for (doff = 0; doff < 16; doff++)
			for (i = 0; i < NLENS; i++) {
				size_t n = lens[i];
				/* Only the part of the buffers in play. */
				size_t span = GUARD + 16 + n + GUARD;
				unsigned char *d = dst + GUARD + doff;
				unsigned char *s = src + GUARD + so;
				void *r;
				long where;

				fill(src, span, seed++);
				memset(dst, GUARD_BYTE, span);
				memset(model, GUARD_BYTE, span);
				for (k = 0; k < n; k++)
					model[GUARD + doff + k] = s[k];
				r = fn(d, s, n);
				where = first_diff(dst, model, span);
				tally_case(&t, where < 0 &&
					   r == (ret_end ? d + n : d),
					   so, doff, n, where);
			}
	tally_report(&t);
}

static void *call_mempcpy(void *d, const void *s, size_t n)
{
	return mempcpy(d, s, n);
}

static void *call_bcopy(void *d, const void *s, size_t n)
{
	bcopy(s, d, n);
	return d;
}

/*
 * Overlapping moves inside one buffer, dst below and above src by
 * distances around the word sizes.
 */
static void check_overlap(const char *what, copy_fn fn, int check_ret)
{
	static const long shifts[] = {
		-4097, -65, -33, -17, -16, -9, -8, -7, -5, -4, -3, -1, 0,
		1, 3, 4, 5, 7, 8, 9, 16, 17, 33, 65, 4097,
	};
	static unsigned char buf[GUARD + 4097 + 16 + MAXLEN + 4097 + GUARD];
	static unsigned char want[sizeof(buf)];
	struct tally t = { what, 0, 0, "" };
	size_t so, i, k, j;
	unsigned int seed = 7;

	for (so = 0; so < 16; so++)
		for (i = 0; i < NLENS; i++)
			for (k = 0; k < sizeof(shifts) / sizeof(shifts[0]);
			     k++) {
				size_t n = lens[i];
				size_t sidx = GUARD + 4097 + so;
				size_t didx = sidx + shifts[k];
				size_t lo = (sidx < didx ? sidx : didx) - GUARD;
				size_t hi = (sidx > didx ? sidx : didx) + n +
					GUARD;
				void *r;
				long where;

				fill(buf + lo, hi - lo, seed++);
				memcpy(want + lo, buf + lo, hi - lo);
				/* The model goes through a separate copy. */
				for (j = 0; j < n; j++)
					model[j] = buf[sidx + j];
				for (j = 0; j < n; j++)
					want[didx + j] = model[j];
				r = fn(buf + didx, buf + sidx, n);
				where = first_diff(buf + lo, want + lo, hi - lo);
				tally_case(&t, where < 0 &&
					   (!check_ret || r == buf + didx),
					   so, didx - GUARD - 4097, n, where);
			}
	tally_report(&t);
}

static void check_memset(void)
{
	static const int values[] = { 0, 0x5a, 0xa5, 0xff, 0x17f, -1, -128 };
	struct tally t = { "memset", 0, 0, "" };
	struct tally tz = { "bzero and explicit_bzero", 0, 0, "" };
	size_t doff, i, v, k;

	for (doff = 0; doff < 16; doff++)
		for (i = 0; i < NLENS; i++) {
			size_t n = lens[i];
			size_t span = GUARD + 16 + n + GUARD;
			unsigned char *d = dst + GUARD + doff;
			long where;

			for (v = 0; v < sizeof(values) / sizeof(values[0]);
			     v++) {
				void *r;

				/* Random bytes under the fill, guards around. */
				fill(dst, span, (unsigned int)(doff + n + v));
				memset(dst, GUARD_BYTE, GUARD + doff);
				memset(d + n, GUARD_BYTE, 16 + GUARD - doff);
				memset(model, GUARD_BYTE, span);
				for (k = 0; k < n; k++)
					model[GUARD + doff + k] =
						(unsigned char)values[v];
				r = memset(d, values[v], n);
				where = first_diff(dst, model, span);
				tally_case(&t, where < 0 && r == d, 0, doff, n,
					   where);
			}

			memset(dst, GUARD_BYTE, span);
			memset(model, GUARD_BYTE, span);
			for (k = 0; k < n; k++)
				model[GUARD + doff + k] = 0;
			bzero(d, n);
			where = first_diff(dst, model, span);
			tally_case(&tz, where < 0, 0, doff, n, where);
			memset(dst, GUARD_BYTE, span);
			explicit_bzero(d, n);
			where = first_diff(dst, model, span);
			tally_case(&tz, where < 0, 0, doff, n, where);
		}
	tally_report(&t);
	tally_report(&tz);
}

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

static void check_memcmp(void)
{
	struct tally t = { "memcmp and bcmp", 0, 0, "" };
	size_t ao, bo, i, pos;

	for (ao = 0; ao < 8; ao++)
		for (bo = 0; bo < 8; bo++)
			for (i = 0; i < NLENS; i++) {
				size_t n = lens[i];
				unsigned char *a = src + GUARD + ao;
				unsigned char *b = dst + GUARD + bo;

				fill(a, n, (unsigned int)n);
				memcpy(b, a, n);
				tally_case(&t, memcmp(a, b, n) == 0 &&
					   bcmp(a, b, n) == 0, ao, bo, n, -1);
				/* One difference, low then high, at spots. */
				for (pos = 0; pos < n; pos += 1 + pos / 3) {
					unsigned char keep = b[pos];

					a[pos] = 0x7f;
					b[pos] = 0x80;
					tally_case(&t, memcmp(a, b, n) < 0 &&
						   memcmp(b, a, n) > 0 &&
						   bcmp(a, b, n) != 0 &&
						   memcmp(a, b, pos) == 0,
						   ao, bo, n, (long)pos);
					a[pos] = b[pos] = keep;
				}
			}
	tally_report(&t);

	ok(memcmp("\x80", "\x01", 1) > 0, "memcmp: bytes compare unsigned");
	ok(memcmp("\xff", "\x00", 1) > 0, "memcmp: 0xff above 0x00");
	is_int(memcmp("abc", "abd", 0), 0, "memcmp: zero length is equal");
	is_int(sign(memcmp("abcd", "abce", 4)), -1, "memcmp: last byte");
}

static void check_memchr(void)
{
	struct tally t = { "memchr and memrchr", 0, 0, "" };
	size_t so, i, pos;

	for (so = 0; so < 16; so++)
		for (i = 0; i < NLENS; i++) {
			size_t n = lens[i];
			unsigned char *s = src + GUARD + so;
			int good;

			/* No match inside; matches just outside both ends. */
			memset(src, 0x80, AREA);
			memset(s, 'x', n);
			good = !memchr(s, 0x80, n) && !memrchr(s, 0x80, n);
			tally_case(&t, good, so, 0, n, -1);
			for (pos = 0; pos < n; pos += 1 + pos / 5) {
				s[pos] = 0x80;
				if (pos + 1 < n)
					s[n - 1] = 0x80;
				good = memchr(s, 0x80, n) == s + pos &&
					memchr(s, 0x180, n) == s + pos &&
					memrchr(s, 0x80, n) ==
					s + (pos + 1 < n ? n - 1 : pos) &&
					memrchr(s, 0x80, pos + 1) == s + pos;
				tally_case(&t, good, so, 0, n, (long)pos);
				s[pos] = 'x';
				s[n - 1] = 'x';
			}
		}
	tally_report(&t);
	ok(!memchr("abc", 'a', 0), "memchr: zero length finds nothing");
	ok(!memrchr("abc", 'a', 0), "memrchr: zero length finds nothing");
	{
		static const char z[] = "ab\0cd";

		ok(memchr(z, 0, 5) == z + 2, "memchr: finds a zero byte");
		ok(memchr(z, 'd', 5) == z + 4, "memchr: looks past a zero");
		ok(memrchr(z, 'a', 5) == z, "memrchr: first byte");
	}
}

static void check_memccpy(void)
{
	char d[16];
	char *r;

	memset(d, '#', sizeof(d));
	r = memccpy(d, "hello, world", ',', 12);
	ok(r == d + 6 && !memcmp(d, "hello,#", 7),
	   "memccpy: stops after c, returns the byte past it");
	memset(d, '#', sizeof(d));
	r = memccpy(d, "hello", 'z', 5);
	ok(!r && !memcmp(d, "hello#", 6), "memccpy: no c copies n bytes");
	memset(d, '#', sizeof(d));
	r = memccpy(d, "a\xe9z", 0xe9, 3);
	ok(r == d + 2 && d[2] == '#', "memccpy: c above 0x7f");
	memset(d, '#', sizeof(d));
	r = memccpy(d, "a\xe9z", 0x1e9, 3);
	ok(r == d + 2, "memccpy: c converted to unsigned char");
	ok(!memccpy(d, "abc", 'a', 0) && d[0] == 'a',
	   "memccpy: zero length copies nothing");
	memset(d, '#', sizeof(d));
	ok(memccpy(d, "ab\0cd", 0, 5) == d + 3 && d[3] == '#',
	   "memccpy: stops at c = 0");
}

static void check_memmem(void)
{
	static const char h[] = "abcabcabd\x80\xff";
	const size_t hn = sizeof(h) - 1;

	ok(memmem(h, hn, "", 0) == h, "memmem: empty needle matches at 0");
	ok(memmem(h, 0, "", 0) == h, "memmem: empty in empty");
	ok(!memmem(h, 0, "a", 1), "memmem: anything in empty hay");
	ok(!memmem(h, 3, "abca", 4), "memmem: needle longer than hay");
	ok(memmem(h, hn, "abd", 3) == h + 6, "memmem: after partial matches");
	ok(memmem(h, hn, "abc", 3) == h, "memmem: at the start");
	ok(memmem(h, hn, "\x80\xff", 2) == h + 9, "memmem: at the very end");
	ok(memmem(h, hn, h, hn) == h, "memmem: whole hay");
	ok(!memmem(h, hn - 1, "\x80\xff", 2), "memmem: hay length respected");
	ok(!memmem(h, hn, "abx", 3), "memmem: no match");
	ok(memmem("a\0b\0c", 5, "b\0c", 3) != NULL,
	   "memmem: zero bytes are ordinary");
	{
		static const char run[] = "aaaaaaaaab";

		ok(memmem(run, 10, "aaab", 4) == run + 6,
		   "memmem: overlapping candidates");
	}
}

static void check_memswap(void)
{
#ifdef __KLIBC__
	unsigned char a[40], b[40], ma[40], mb[40];
	size_t n;
	int good = 1;

	for (n = 0; n <= 32; n++) {
		fill(a, sizeof(a), 3);
		fill(b, sizeof(b), 4);
		memcpy(ma, b, n);
		memcpy(ma + n, a + n, sizeof(a) - n);
		memcpy(mb, a, n);
		memcpy(mb + n, b + n, sizeof(b) - n);
		memswap(a, b, n);
		if (memcmp(a, ma, sizeof(a)) || memcmp(b, mb, sizeof(b)))
			good = 0;
	}
	ok(good, "memswap: 0..32 bytes, nothing past n");
#else
	ok(1, "memswap # skip not in this C library");
#endif
}

/*
 * Objects that end where an inaccessible page begins: a function that
 * reads one byte too far faults.
 */
static void check_page_end(void)
{
	long page = getpagesize();	/* mprotect works in whole pages */
	unsigned char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
				  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	unsigned char *end;
	size_t n;
	int good = 1;

	if (map == MAP_FAILED || mprotect(map + page, page, PROT_NONE)) {
		ok(0, "page end: mmap/mprotect failed");
		return;
	}
	end = map + page;
	memset(map, 'q', page);
	for (n = 0; n <= 70; n++) {
		unsigned char *s = end - n;

		if (memchr(s, 'z', n) || memrchr(s, 'z', n))
			good = 0;
		if (n && (memchr(s, 'q', n) != s ||
			  memrchr(s, 'q', n) != end - 1))
			good = 0;
		if (memcmp(s, map, n) || bcmp(s, map, n))
			good = 0;
		memcpy(dst, s, n);
		memmove(map, s, n);
		memmove(s, map, n);
		memset(s, 'q', n);
		if (memmem(s, n, "qz", 2))
			good = 0;
	}
	ok(good, "page end: no mem* function reads past its length");
	munmap(map, 2 * page);
}

int main(void)
{
	check_copy("memcpy", memcpy, 0);
	check_copy("memmove (apart)", memmove, 0);
	check_copy("mempcpy", call_mempcpy, 1);
	check_copy("bcopy (apart)", call_bcopy, 0);
	check_overlap("memmove (overlapping)", memmove, 1);
	check_overlap("bcopy (overlapping)", call_bcopy, 0);
	check_memset();
	check_memcmp();
	check_memchr();
	check_memccpy();
	check_memmem();
	check_memswap();
	check_page_end();
	return done();
}
