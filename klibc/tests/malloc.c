/* SPDX-License-Identifier: MIT */
/*
 * malloc.c: the allocator.  Random malloc/realloc/free with every live
 * block's contents checked, calloc zeroing, the edge cases of zero sizes
 * and NULL, and sizes whose products wrap around (the classes of
 * CVE-2021-31870 and CVE-2021-31873), which must fail with ENOMEM.
 */
#include <stdlib.h>
#include <stdint.h>
#include <string.h>
#include <errno.h>
#include "tap.h"

/* The calls below are meant to fail; the compiler need not warn of them. */
#pragma GCC diagnostic ignored "-Walloc-size-larger-than="
#pragma GCC diagnostic ignored "-Wpragmas"
#pragma GCC diagnostic ignored "-Wuse-after-free"

#define SLOTS	256
#define ROUNDS	20000

static struct {
	unsigned char *p;
	size_t size;
	unsigned char tag;
} slot[SLOTS];

static uint32_t rng = 12345;

static uint32_t next_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

/* Mostly small, some medium, a few that get a mapping of their own. */
static size_t random_size(void)
{
	uint32_t r = next_rand() % 100;

	if (r < 70)
		return next_rand() % 256;
	if (r < 95)
		return next_rand() % 16384;
	return 100000 + next_rand() % 300000;
}

static void fill(int i)
{
	size_t k;

	for (k = 0; k < slot[i].size; k++)
		slot[i].p[k] = (unsigned char)(slot[i].tag + k * 7);
}

/* The first n bytes of slot i still hold what fill() wrote. */
static int intact(int i, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++)
		if (slot[i].p[k] != (unsigned char)(slot[i].tag + k * 7))
			return 0;
	return 1;
}

static int aligned(const void *p)
{
	return !((uintptr_t)p % (2 * sizeof(size_t)));
}

static void stress(void)
{
	int round, i, bad_content = 0, bad_null = 0, bad_align = 0;
	size_t n;
	unsigned char *q;

	for (round = 0; round < ROUNDS; round++) {
		i = next_rand() % SLOTS;
		switch (next_rand() % 3) {
		case 0:		/* free and allocate anew */
			if (slot[i].p && !intact(i, slot[i].size))
				bad_content++;
			free(slot[i].p);
			n = random_size();
			slot[i].p = malloc(n);
			slot[i].size = n;
			slot[i].tag = (unsigned char)round;
			if (!slot[i].p) {
				bad_null++;
				slot[i].size = 0;
			} else if (!aligned(slot[i].p)) {
				bad_align++;
			}
			fill(i);
			break;
		case 1:		/* resize, keeping the common part */
			n = random_size();
			if (!n)
				n = 1;
			q = realloc(slot[i].p, n);
			if (!q) {
				bad_null++;
				break;
			}
			slot[i].p = q;
			if (!aligned(q))
				bad_align++;
			if (!intact(i, n < slot[i].size ? n : slot[i].size))
				bad_content++;
			slot[i].size = n;
			fill(i);
			break;
		default:	/* free */
			if (slot[i].p && !intact(i, slot[i].size))
				bad_content++;
			free(slot[i].p);
			slot[i].p = NULL;
			slot[i].size = 0;
			break;
		}
	}
	for (i = 0; i < SLOTS; i++) {
		if (slot[i].p && !intact(i, slot[i].size))
			bad_content++;
		free(slot[i].p);
		slot[i].p = NULL;
	}
	is_int(bad_null, 0, "stress: no allocation failed");
	is_int(bad_content, 0, "stress: every block kept its contents");
	is_int(bad_align, 0, "stress: every block aligned to 2 * size_t");
}

static void zero_sized(void)
{
	void *p, *q;
	char *c;

	free(NULL);
	ok(1, "free(NULL) returns");
	p = malloc(0);
	q = malloc(0);
	ok(p && q && p != q, "malloc(0) gives distinct pointers");
	free(p);
	free(q);
	c = realloc(NULL, 10);
	ok(c != NULL, "realloc(NULL, 10) allocates");
	memset(c, 'x', 10);
	c = realloc(c, 100000);
	ok(c && c[0] == 'x' && c[9] == 'x', "realloc grows and keeps data");
	c = realloc(c, 5);
	ok(c && c[0] == 'x' && c[4] == 'x', "realloc shrinks and keeps data");
	errno = 0;
	ok(realloc(c, 0) == NULL, "realloc(p, 0) frees and gives NULL");
}

static void zeroing(void)
{
	static const size_t sizes[] = { 1, 15, 16, 100, 4000, 70000, 200000 };
	size_t i, k;
	unsigned char *p;
	int dirty;

	for (i = 0; i < sizeof(sizes) / sizeof(sizes[0]); i++) {
		/* Dirty memory first, so that reuse would show. */
		p = malloc(sizes[i]);
		if (p)
			memset(p, 0xa5, sizes[i]);
		free(p);
		p = calloc(sizes[i], 1);
		dirty = !p;
		for (k = 0; p && k < sizes[i]; k++)
			dirty |= p[k];
		ok(!dirty, "calloc(%zu, 1) is all zeros", sizes[i]);
		free(p);
		p = calloc(1, sizes[i]);
		dirty = !p;
		for (k = 0; p && k < sizes[i]; k++)
			dirty |= p[k];
		ok(!dirty, "calloc(1, %zu) is all zeros", sizes[i]);
		free(p);
	}
	p = calloc(0, 16);
	free(p);
	p = calloc(16, 0);
	free(p);
	ok(1, "calloc with a zero count or size");
}

#define FAILS(expr, what) do {						\
	void *r_;							\
	errno = 0;							\
	r_ = (expr);							\
	if (!ok(r_ == NULL && errno == ENOMEM, "%s fails with ENOMEM", what)) \
		diag("got %p, errno %d", r_, errno);			\
	free(r_);							\
} while (0)

static void huge(void)
{
	/* 2^(bits/2) squared is 2^bits: a product that wraps to zero. */
	size_t half = (size_t)1 << (sizeof(size_t) * 4);
	char *p;

	FAILS(malloc(SIZE_MAX), "malloc(SIZE_MAX)");
	FAILS(malloc(SIZE_MAX - 4096), "malloc(SIZE_MAX - 4096)");
	FAILS(calloc(SIZE_MAX / 2 + 1, 2), "calloc(SIZE_MAX / 2 + 1, 2)");
	FAILS(calloc(2, SIZE_MAX / 2 + 1), "calloc(2, SIZE_MAX / 2 + 1)");
	FAILS(calloc(SIZE_MAX, SIZE_MAX), "calloc(SIZE_MAX, SIZE_MAX)");
	FAILS(calloc(half, half), "calloc(2^(n/2), 2^(n/2)) wrapping to 0");
	FAILS(calloc(half + 1, half - 1),
	      "calloc(2^(n/2) + 1, 2^(n/2) - 1) wrapping to SIZE_MAX");
	FAILS(calloc(SIZE_MAX / 3 + 1, 3), "calloc(SIZE_MAX / 3 + 1, 3)");
	FAILS(calloc(65537, SIZE_MAX / 65537 + 1), "calloc(65537, ...)");
	FAILS(reallocarray(NULL, SIZE_MAX / 2 + 1, 2),
	      "reallocarray(NULL, SIZE_MAX / 2 + 1, 2)");
	FAILS(reallocarray(NULL, half, half),
	      "reallocarray(NULL, 2^(n/2), 2^(n/2))");
	FAILS(realloc(NULL, SIZE_MAX), "realloc(NULL, SIZE_MAX)");

	p = malloc(16);
	memcpy(p, "still here", 11);
	FAILS(reallocarray(p, SIZE_MAX / 4 + 1, 8),
	      "reallocarray(p, SIZE_MAX / 4 + 1, 8)");
	is_str(p, "still here", "the block survives a failed reallocarray");
	FAILS(realloc(p, SIZE_MAX), "realloc(p, SIZE_MAX)");
	is_str(p, "still here", "the block survives a failed realloc");
	p = reallocarray(p, 100, 10);
	ok(p && !strcmp(p, "still here"), "reallocarray(p, 100, 10) works");
	free(p);
}

int main(void)
{
	zero_sized();
	zeroing();
	huge();
	stress();
	return done();
}
