/* SPDX-License-Identifier: MIT */
/* byteset.h: a set of byte values, for the strspn family. */
#ifndef _KLIBC_STRING_BYTESET_H
#define _KLIBC_STRING_BYTESET_H

#include <string.h>
#include "word.h"

#define BYTESET_WORD_BITS	(8 * sizeof(unsigned long))

struct byteset {
	unsigned long bits[256 / BYTESET_WORD_BITS];
};

static inline void byteset_add(struct byteset *set, unsigned char c)
{
	set->bits[c / BYTESET_WORD_BITS] |= 1UL << (c % BYTESET_WORD_BITS);
}

static inline int byteset_has(const struct byteset *set, unsigned char c)
{
	return (set->bits[c / BYTESET_WORD_BITS] >> (c % BYTESET_WORD_BITS)) & 1;
}

/*
 * The bytes of chars; the terminator is a member only when asked.  The
 * words are built in registers and stored once: this runs on every
 * strcspn/strspn/strpbrk call (a shell's hot path, with short strings),
 * and or-ing bit after bit into memory chains each byte behind the last
 * store, while a memset's string instruction costs more to start than
 * the few words.
 */
static inline void byteset_init(struct byteset *set, const char *chars,
				int with_nul)
{
	const unsigned char *p = (const unsigned char *)chars;
#if __SIZEOF_LONG__ == 8
	unsigned long w0 = 0, w1 = 0, w2 = 0, w3 = 0;

	/* Selects, not branches: the bytes of a set mix the quarters. */
	for (; *p; p++) {
		unsigned long b = 1UL << (*p % 64);
		unsigned int k = *p / 64;

		w0 |= k == 0 ? b : 0;
		w1 |= k == 1 ? b : 0;
		w2 |= k == 2 ? b : 0;
		w3 |= k == 3 ? b : 0;
	}
	set->bits[0] = w0;
	set->bits[1] = w1;
	set->bits[2] = w2;
	set->bits[3] = w3;
#else
	unsigned int i;

	for (i = 0; i < sizeof(set->bits) / sizeof(set->bits[0]); i++)
		set->bits[i] = 0;
	for (; *p; p++)
		byteset_add(set, *p);
#endif
	if (with_nul)
		byteset_add(set, 0);
}

/*
 * Whether c is one of the bytes of chars, by walking chars.  The callers
 * try this on the first bytes of the string before building a set: a
 * shell calls them on short runs (dash's argstr stops within a byte or
 * two of a 2- to 9-byte set), where building the set costs more than the
 * whole scan (measured: two bytes first is best on dash's loop).
 */
static inline int byteset_in(const char *chars, unsigned char c)
{
	const unsigned char *r = (const unsigned char *)chars;

	for (; *r; r++)
		if (*r == c)
			return 1;
	return 0;
}

/* How many leading bytes the callers test by byteset_in first. */
#define BYTESET_DIRECT	2

/*
 * A small set as its bytes packed into two words, zero-filled; a lookup
 * compares every byte at once with the "has a zero byte" test.  It costs
 * a few more instructions per byte than struct byteset but is built in
 * half the time and has no branch on the byte's value, which measured
 * faster on dash's loop.  The zero fill makes the terminator a member.
 */
struct bytepack {
	kword_t lo, hi;
};

/* Returns 0 when chars is too long to pack with a zero byte left over. */
static inline int bytepack_init(struct bytepack *set, const char *chars)
{
	const unsigned char *p = (const unsigned char *)chars;
	kword_t lo = 0, hi = 0;
	size_t i;

	for (i = 0; p[i]; i++) {
		if (i >= 2 * KW_SIZE - 1)
			return 0;
		if (i < KW_SIZE)
			lo = lo << 8 | p[i];
		else
			hi = hi << 8 | p[i];
	}
	set->lo = lo;
	set->hi = hi;
	return 1;
}

/* Exact as a yes/no: kw_haszero errs only when some byte matched. */
static inline int bytepack_has(const struct bytepack *set, unsigned char c)
{
	kword_t rep = kw_repeat(c);

	return (kw_haszero(set->lo ^ rep) | kw_haszero(set->hi ^ rep)) != 0;
}

#endif
