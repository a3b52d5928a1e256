/* SPDX-License-Identifier: MIT */
/*
 * bench-libc: the workloads that bench/bench measures with callgrind.
 *
 *   bench-libc FUNCTION SIZE ITERATIONS
 *
 * FUNCTION is memcpy, memset, strlen, strchr, snprintf, malloc (one
 * malloc(SIZE)/free pair per iteration) or mixed (ITERATIONS interleaved
 * malloc/free operations of assorted sizes; SIZE is ignored).  The same
 * source is built against every C library that bench/bench compares, so it
 * uses nothing outside the functions it measures, plus write(2) and
 * _exit(2) for errors.  Each workload runs in its own noinline function
 * named bench_work_<function>; everything the library does for the
 * workload happens in calls made from that function, so callgrind can
 * count exactly those instructions (--toggle-collect=bench_work_*).
 *
 * Build with -fno-builtin so that the compiler emits real calls to the
 * library instead of inlining its own versions.
 *
 * The build may define BENCH_NO_MEMCPY, BENCH_NO_MEMSET, BENCH_NO_STRLEN,
 * BENCH_NO_STRCHR, BENCH_NO_SNPRINTF or BENCH_NO_MALLOC (malloc or free)
 * when the library lacks those functions; the corresponding workloads
 * then exit with status 4.  Exit status: 0 ok, 2 usage, 3 wrong result, 4 the
 * function is not built in.
 */
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#ifndef BENCH_NO_MALLOC
#include <stdlib.h>
#endif
#ifndef BENCH_NO_SNPRINTF
#include <stdio.h>
#endif

#define MAXSIZE 65536

static unsigned char src[MAXSIZE + 64] __attribute__((aligned(64)));
static unsigned char dst[MAXSIZE + 64] __attribute__((aligned(64), unused));

/* Results go here so that no call can be dropped as unused. */
volatile unsigned long bench_sink;

static void say(const char *s)
{
	size_t n = 0;

	while (s[n])
		n++;
	(void)!write(2, s, n);
}

static void fail(int status, const char *what)
{
	say("bench-libc: ");
	say(what);
	say("\n");
	_exit(status);
}

static int same(const char *a, const char *b)
{
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

static int number(const char *s, unsigned long *v)
{
	unsigned long n = 0;

	if (!*s)
		return 0;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return 0;
		n = n * 10 + (unsigned long)(*s - '0');
	}
	*v = n;
	return 1;
}

#ifndef BENCH_NO_MEMCPY
__attribute__((noinline)) void
bench_work_memcpy(void *d, const void *s, size_t n, unsigned long iters)
{
	unsigned long i;

	for (i = 0; i < iters; i++)
		bench_sink = (unsigned long)memcpy(d, s, n);
}
#endif

#ifndef BENCH_NO_MEMSET
__attribute__((noinline)) void
bench_work_memset(void *d, size_t n, unsigned long iters)
{
	unsigned long i;

	for (i = 0; i < iters; i++)
		bench_sink = (unsigned long)memset(d, (int)(i & 0x7f) | 1, n);
}
#endif

#ifndef BENCH_NO_STRLEN
__attribute__((noinline)) void
bench_work_strlen(const char *s, unsigned long iters)
{
	unsigned long i;

	for (i = 0; i < iters; i++)
		bench_sink = strlen(s);
}
#endif

#ifndef BENCH_NO_STRCHR
__attribute__((noinline)) void
bench_work_strchr(const char *s, int c, unsigned long iters)
{
	unsigned long i;

	for (i = 0; i < iters; i++)
		bench_sink = (unsigned long)strchr(s, c);
}
#endif

#ifndef BENCH_NO_SNPRINTF
static const char expect_snprintf[] = "-12345 hello 0000beef 1234567890 pad       |";

__attribute__((noinline)) void
bench_work_snprintf(char *buf, unsigned long iters)
{
	unsigned long i;

	for (i = 0; i < iters; i++)
		bench_sink = (unsigned long)snprintf(buf, 128, "%d %s %08x %lu %-10s|",
						     -12345, "hello", 0xbeefu,
						     1234567890UL, "pad");
}
#endif

#ifndef BENCH_NO_MALLOC
__attribute__((noinline)) void
bench_work_malloc(size_t n, unsigned long iters)
{
	unsigned long i;
	void *p;

	for (i = 0; i < iters; i++) {
		p = malloc(n);
		bench_sink = (unsigned long)p;
		free(p);
	}
}

#define SLOTS 64
static void *slots[SLOTS];
static const size_t mixed_sizes[8] = { 8, 24, 40, 100, 256, 600, 1500, 4000 };

/* A fixed pseudo-random sequence of allocations and frees, the same for
   every library: each step picks a slot; a full slot is freed, an empty
   one gets a block of one of eight sizes. */
__attribute__((noinline)) void
bench_work_mixed(unsigned long ops)
{
	unsigned long i;
	unsigned int x = 12345;
	unsigned int k;

	for (i = 0; i < ops; i++) {
		x = x * 1103515245u + 12345u;
		k = (x >> 16) % SLOTS;
		if (slots[k]) {
			free(slots[k]);
			slots[k] = NULL;
		} else {
			slots[k] = malloc(mixed_sizes[(x >> 24) & 7]);
			bench_sink = (unsigned long)slots[k];
		}
	}
}
#endif

#define LACKS(fn) fail(4, fn ": not built in (the library lacks it)")

int main(int argc, char **argv)
{
	unsigned long size, iters, i;
	const char *f;

	if (argc != 4 || !number(argv[2], &size) || !number(argv[3], &iters))
		fail(2, "usage: bench-libc FUNCTION SIZE ITERATIONS");
	f = argv[1];
	if (size > MAXSIZE)
		fail(2, "SIZE is at most 65536");

	for (i = 0; i < MAXSIZE + 64; i++)
		src[i] = (unsigned char)('a' + i % 23);

	if (same(f, "memcpy")) {
#ifdef BENCH_NO_MEMCPY
		LACKS("memcpy");
#else
		bench_work_memcpy(dst, src, size, iters);
		if (iters)
			for (i = 0; i < size; i++)
				if (dst[i] != src[i])
					fail(3, "memcpy: wrong result");
#endif
	} else if (same(f, "memset")) {
#ifdef BENCH_NO_MEMSET
		LACKS("memset");
#else
		bench_work_memset(dst, size, iters);
		if (iters)
			for (i = 0; i < size; i++)
				if (dst[i] != (((iters - 1) & 0x7f) | 1))
					fail(3, "memset: wrong result");
#endif
	} else if (same(f, "strlen")) {
#ifdef BENCH_NO_STRLEN
		LACKS("strlen");
#else
		src[size] = 0;
		bench_work_strlen((const char *)src, iters);
		if (iters && bench_sink != size)
			fail(3, "strlen: wrong result");
#endif
	} else if (same(f, "strchr")) {
#ifdef BENCH_NO_STRCHR
		LACKS("strchr");
#else
		/* 'a'..'w' everywhere, a '#' as the last character. */
		if (size == 0)
			fail(2, "strchr: SIZE must be at least 1");
		src[size - 1] = '#';
		src[size] = 0;
		bench_work_strchr((const char *)src, '#', iters);
		if (iters && bench_sink != (unsigned long)(src + size - 1))
			fail(3, "strchr: wrong result");
#endif
	} else if (same(f, "snprintf")) {
#ifdef BENCH_NO_SNPRINTF
		LACKS("snprintf");
#else
		bench_work_snprintf((char *)dst, iters);
		if (iters && (!same((const char *)dst, expect_snprintf) ||
			      bench_sink != sizeof(expect_snprintf) - 1))
			fail(3, "snprintf: wrong result");
#endif
	} else if (same(f, "malloc")) {
#ifdef BENCH_NO_MALLOC
		LACKS("malloc");
#else
		bench_work_malloc(size, iters);
		if (iters && !bench_sink)
			fail(3, "malloc: returned NULL");
#endif
	} else if (same(f, "mixed")) {
#ifdef BENCH_NO_MALLOC
		LACKS("malloc");
#else
		bench_work_mixed(iters);
		for (i = 0; i < SLOTS; i++)
			free(slots[i]);
#endif
	} else {
		fail(2, "unknown FUNCTION");
	}
	return 0;
}
