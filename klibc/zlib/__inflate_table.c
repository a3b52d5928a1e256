/* SPDX-License-Identifier: MIT */
/*
 * __inflate_table: the decode table of a canonical Huffman code given its
 * code lengths (RFC 1951 3.2.2): a root table indexed by the next input
 * bits, and subtables for the codewords longer than the root.  Rejects
 * over-subscribed codes and incomplete ones, except the single
 * one-bit code RFC 1951 allows for a block that uses one distance.
 */
#include "inflate.h"

static uint32_t make_entry(enum inf_kind kind, unsigned sym, unsigned len)
{
	uint32_t x;

	switch (kind) {
	case INF_LITLEN:
		if (sym < 256)
			return ENT_LIT | (uint32_t)sym << 16 | len << 8 | len;
		if (sym == Z_END_BLOCK)
			return ENT_EXC | ENT_EOB | len << 8 | len;
		if (sym >= 286)
			return ENT_INVALID | len << 8 | len;
		x = __z_len_extra[sym - 257];
		return (uint32_t)__z_len_base[sym - 257] << 16 | len << 8 |
		       (len + x);
	case INF_DIST:
		if (sym >= 30)
			return ENT_INVALID | len << 8 | len;
		x = __z_dist_extra[sym];
		return (uint32_t)__z_dist_base[sym] << 16 | len << 8 |
		       (len + x);
	default:
		return (uint32_t)sym << 16 | len << 8 | len;
	}
}

int __inflate_table(uint32_t *table, unsigned size, const uint8_t *lens,
		    unsigned n, enum inf_kind kind)
{
	unsigned count[16], offs[16];
	uint16_t sorted[Z_NUM_LITLEN];
	unsigned root, max, len, sym, i, k, idx, rev, bit;
	unsigned next, prefix, cur = ~0U, sub = 0, sub_start = 0;
	int left;

	root = kind == INF_LITLEN ? LITLEN_ROOT :
	       kind == INF_DIST ? DIST_ROOT : PRECODE_ROOT;
	if (n > Z_NUM_LITLEN || size < (1U << root))
		return -1;
	memset(count, 0, sizeof(count));
	for (sym = 0; sym < n; sym++)
		count[lens[sym] & 15]++;
	count[0] = 0;
	max = 0;
	for (len = 1; len <= 15; len++)
		if (count[len])
			max = len;

	/* Kraft: how much of the code space is left unused */
	left = 1;
	for (len = 1; len <= 15; len++) {
		left <<= 1;
		left -= (int)count[len];
		if (left < 0)
			return -1;		/* over-subscribed */
	}
	if (max == 0) {
		/* no codes at all: only valid for distances nobody uses */
		if (kind != INF_DIST)
			return -1;
		for (i = 0; i < (1U << root); i++)
			table[i] = ENT_INVALID;
		return 0;
	}
	if (left > 0) {
		if (kind == INF_PRECODE || max != 1)
			return -1;		/* incomplete */
		for (i = 0; i < (1U << root); i++)
			table[i] = ENT_INVALID;
	}

	/* symbols by code length, then by value: the canonical order */
	offs[1] = 0;
	for (len = 1; len < 15; len++)
		offs[len + 1] = offs[len] + count[len];
	for (sym = 0; sym < n; sym++)
		if (lens[sym])
			sorted[offs[lens[sym]]++] = sym;

	/*
	 * rev is the next codeword with its bits reversed: the stream sends
	 * codewords first bit first, and the tables are indexed by the bit
	 * buffer, whose lowest bit came first.
	 */
	rev = 0;
	idx = 0;
	next = 1U << root;
	for (len = 1; len <= max; len++) {
		for (k = 0; k < count[len]; k++) {
			sym = sorted[idx++];
			if (len <= root) {
				uint32_t e = make_entry(kind, sym, len);

				for (i = rev; i < (1U << root); i += 1U << len)
					table[i] = e;
			} else {
				uint32_t e;

				prefix = rev & ((1U << root) - 1);
				if (prefix != cur) {
					/*
					 * A new subtable: wide enough for
					 * every codeword left that shares
					 * this prefix.
					 */
					unsigned l = len, rem = count[len] - k;
					int space;

					sub = len - root;
					space = 1 << sub;
					for (;;) {
						space -= (int)rem;
						if (space <= 0 || l == max)
							break;
						l++;
						sub++;
						space <<= 1;
						rem = count[l];
					}
					if (next + (1U << sub) > size)
						return -1;
					table[prefix] = ENT_EXC | ENT_LINK |
						next << 16 | sub << 8 | root;
					sub_start = next;
					next += 1U << sub;
					cur = prefix;
				}
				e = make_entry(kind, sym, len - root);
				for (i = rev >> root; i < (1U << sub);
				     i += 1U << (len - root))
					table[sub_start + i] = e;
			}
			/* the next codeword: add one at the reversed end */
			bit = 1U << (len - 1);
			while (rev & bit) {
				rev ^= bit;
				bit >>= 1;
			}
			rev |= bit;
		}
	}
	return 0;
}
