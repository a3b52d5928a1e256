/* byteset.h: a set of byte values, for the strspn family. */
#ifndef _KLIBC_STRING_BYTESET_H
#define _KLIBC_STRING_BYTESET_H

#include <string.h>

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

/* The bytes of chars; the terminator is a member only when asked. */
static inline void byteset_init(struct byteset *set, const char *chars,
				int with_nul)
{
	const unsigned char *p = (const unsigned char *)chars;

	memset(set, 0, sizeof(*set));
	for (; *p; p++)
		byteset_add(set, *p);
	if (with_nul)
		byteset_add(set, 0);
}

#endif
