/* SPDX-License-Identifier: MIT */
/*
 * stdlib_sort.c: qsort on random, sorted, reversed, equal and other
 * patterned arrays of many sizes and element sizes, checking the result
 * is sorted and a permutation of the input, and that the number of
 * comparisons stays within O(n log n) on every pattern; bsearch.
 */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include "tap.h"

/* Element sizes 1, 3, 4, 8, 24 and 100; the key is the first 4 bytes. */
struct e3 { unsigned char b[3]; };
struct e24 { uint32_t key; uint32_t id; char pad[16]; };
struct e100 { uint32_t key; uint32_t id; char pad[92]; };

static unsigned long ncmp;

static int cmp_u8(const void *a, const void *b)
{
	ncmp++;
	return *(const unsigned char *)a - *(const unsigned char *)b;
}

static int cmp_e3(const void *a, const void *b)
{
	ncmp++;
	return memcmp(a, b, 3);
}

static int cmp_u32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	ncmp++;
	return (x > y) - (x < y);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	ncmp++;
	return (x > y) - (x < y);
}

static uint32_t rng = 2463534242u;

static uint32_t next_rand(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 17;
	rng ^= rng << 5;
	return rng;
}

enum { RANDOM, SORTED, REVERSED, EQUAL, FEW, ORGAN, SAWTOOTH, NPAT };
static const char *const pattern_name[] = {
	"random", "sorted", "reversed", "equal", "few values", "organ pipe",
	"sawtooth"
};

static uint32_t key_for(int pattern, size_t i, size_t n)
{
	switch (pattern) {
	case RANDOM:	return next_rand();
	case SORTED:	return i;
	case REVERSED:	return n - i;
	case EQUAL:	return 7;
	case FEW:	return next_rand() % 3;
	case ORGAN:	return i < n / 2 ? i : n - i;
	default:	return i % 17;
	}
}

/* floor(log2(n)) + 1 */
static unsigned long bits(size_t n)
{
	unsigned long b = 0;

	while (n) {
		b++;
		n >>= 1;
	}
	return b;
}

/*
 * Sort n elements of the given size built from a pattern; each element
 * holds its key in its first bytes (as many as fit) and, when it has room,
 * its original index, so the result can be checked against the input.
 */
static int check(size_t n, size_t size, int pattern)
{
	unsigned char *a = malloc(n * size + 1), *orig = malloc(n * size + 1);
	unsigned char *seen = calloc(n + 1, 1);
	int (*cmp)(const void *, const void *);
	unsigned long counts[256] = { 0 };
	size_t i, k;
	uint32_t key;
	int good = 1;

	if (!a || !orig || !seen)
		return 0;
	cmp = size == 1 ? cmp_u8 : size == 3 ? cmp_e3 :
	      size == 8 ? cmp_u64 : cmp_u32;
	for (i = 0; i < n; i++) {
		unsigned char *p = a + i * size;

		key = key_for(pattern, i, n);
		memset(p, 0, size);
		if (size == 1) {
			p[0] = (unsigned char)key;
		} else if (size == 3) {
			p[0] = key >> 16;
			p[1] = key >> 8;
			p[2] = key;
		} else if (size == 8) {
			uint64_t v = (uint64_t)key << 32 | i;

			memcpy(p, &v, 8);
		} else {
			memcpy(p, &key, 4);
			if (size >= 8)
				memcpy(p + 4, &(uint32_t){ i }, 4);
			for (k = 8; k < size; k++)
				p[k] = (unsigned char)(i + k);
		}
	}
	memcpy(orig, a, n * size);

	ncmp = 0;
	qsort(a, n, size, cmp);

	/* Sorted. */
	for (i = 1; i < n; i++)
		if (cmp(a + (i - 1) * size, a + i * size) > 0)
			good = 0;
	/* A permutation. */
	if (size == 1 || size == 3) {
		for (i = 0; i < n * size; i++)
			counts[orig[i]]++;
		for (i = 0; i < n * size; i++)
			counts[a[i]]--;
		for (i = 0; i < 256; i++)
			if (counts[i])
				good = 0;
	} else if (size == 4) {
		uint64_t sum1 = 0, sum2 = 0, x1 = 0, x2 = 0;

		for (i = 0; i < n; i++) {
			uint32_t v1, v2;

			memcpy(&v1, orig + i * 4, 4);
			memcpy(&v2, a + i * 4, 4);
			sum1 += v1;
			sum2 += v2;
			x1 ^= (uint64_t)v1 * 0x9e3779b97f4a7c15ULL;
			x2 ^= (uint64_t)v2 * 0x9e3779b97f4a7c15ULL;
		}
		if (sum1 != sum2 || x1 != x2)
			good = 0;
	} else {
		for (i = 0; i < n; i++) {
			unsigned char *p = a + i * size;
			uint32_t id;

			if (size == 8) {
				uint64_t v;

				memcpy(&v, p, 8);
				id = (uint32_t)v;
			} else {
				memcpy(&id, p + 4, 4);
			}
			if (id >= n || seen[id] ||
			    memcmp(p, orig + (size_t)id * size, size)) {
				good = 0;
				break;
			}
			seen[id] = 1;
		}
	}
	/* Heapsort needs at most about 2 n log2 n; allow for small n. */
	if (ncmp > 3 * n * bits(n) + 10) {
		diag("%lu comparisons for %zu elements", ncmp, n);
		good = 0;
	}
	free(a);
	free(orig);
	free(seen);
	return good;
}

static void sorting(void)
{
	static const size_t counts[] = { 0, 1, 2, 3, 4, 5, 7, 8, 16, 31, 100,
					 1000, 4097, 20000 };
	static const size_t sizes[] = { 1, 3, 4, 8, 24, 100 };
	size_t c, s;
	int p, bad;

	for (s = 0; s < sizeof(sizes) / sizeof(sizes[0]); s++) {
		for (p = 0; p < NPAT; p++) {
			bad = 0;
			for (c = 0; c < sizeof(counts) / sizeof(counts[0]);
			     c++) {
				if (sizes[s] >= 100 && counts[c] > 4097)
					continue;
				if (!check(counts[c], sizes[s], p)) {
					diag("failed: %zu elements", counts[c]);
					bad++;
				}
			}
			ok(!bad, "qsort, %s, element size %zu",
			   pattern_name[p], sizes[s]);
		}
	}
}

static void searching(void)
{
	uint32_t a[1000], key;
	uint32_t *p;
	size_t i, n;
	int bad = 0;

	for (i = 0; i < 1000; i++)
		a[i] = 2 * i + 10;	/* even numbers from 10 */
	for (n = 0; n <= 1000; n += n < 10 ? 1 : 199) {
		for (i = 0; i < n; i++) {
			key = a[i];
			p = bsearch(&key, a, n, sizeof(a[0]), cmp_u32);
			if (p != a + i)
				bad++;
			key = a[i] + 1;
			if (bsearch(&key, a, n, sizeof(a[0]), cmp_u32))
				bad++;
		}
		key = 0;
		if (bsearch(&key, a, n, sizeof(a[0]), cmp_u32))
			bad++;
		key = 5000;
		if (bsearch(&key, a, n, sizeof(a[0]), cmp_u32))
			bad++;
	}
	is_int(bad, 0, "bsearch finds each element and nothing else");
	key = 10;
	ok(bsearch(&key, a, 0, sizeof(a[0]), cmp_u32) == NULL,
	   "bsearch in an empty array");
	ncmp = 0;
	key = a[999];
	p = bsearch(&key, a, 1000, sizeof(a[0]), cmp_u32);
	ok(p == a + 999 && ncmp <= 11, "bsearch takes log2 n comparisons");
}

int main(void)
{
	sorting();
	searching();
	return done();
}
