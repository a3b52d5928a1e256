/* SPDX-License-Identifier: MIT */
/*
 * __deflate_huffman: an optimal length-limited Huffman code for symbol
 * frequencies, as code lengths and bit-reversed canonical codewords
 * (RFC 1951 3.2.2; deflate sends codewords first bit first).
 *
 * Lengths come from package-merge (Larmore and Hirschberg): the cheapest
 * code whose longest codeword fits the limit, where cutting a Huffman
 * tree down to the limit only comes close.  The code always has at
 * least two codewords, so that every decoder accepts it (a single symbol
 * gets a one-bit code and an unused partner).
 */
#include "deflate.h"

static void sift(uint32_t *a, unsigned i, unsigned n)
{
	uint32_t v = a[i];
	unsigned c;

	while ((c = 2 * i + 1) < n) {
		if (c + 1 < n && a[c + 1] > a[c])
			c++;
		if (a[c] <= v)
			break;
		a[i] = a[c];
		i = c;
	}
	a[i] = v;
}

static void heapsort(uint32_t *a, unsigned n)
{
	unsigned i;
	uint32_t t;

	for (i = n / 2; i-- > 0;)
		sift(a, i, n);
	for (i = n; i-- > 1;) {
		t = a[0];
		a[0] = a[i];
		a[i] = t;
		sift(a, 0, i);
	}
}

void __deflate_huffman(const uint32_t *freq, unsigned n, unsigned maxlen,
		       uint8_t *lens, uint16_t *codes)
{
	uint32_t key[Z_NUM_LITLEN];	/* frequency << 9 | symbol */
	uint32_t wa[2 * Z_NUM_LITLEN], wb[2 * Z_NUM_LITLEN], *prev, *cur, *t;
	/* per level: which items of its list are leaves */
	uint8_t leaf[15][2 * Z_NUM_LITLEN];
	unsigned count[Z_NUM_LITLEN];
	unsigned m = 0, sym, i, k, d, np, nprev, ncur, take, nl;

	for (sym = 0; sym < n; sym++) {
		lens[sym] = 0;
		if (freq[sym])
			key[m++] = freq[sym] << 9 | sym;
	}
	for (sym = 0; m < 2 && sym < n; sym++)
		if (!freq[sym])
			key[m++] = sym;
	heapsort(key, m);

	/*
	 * Level 1 lists the leaves; level d merges the leaves with pairs
	 * of level d - 1, in weight order.  The first 2m - 2 items of the
	 * last level are the code: a leaf's length is the number of levels
	 * where it is among the items chosen.
	 */
	prev = wa;
	cur = wb;
	for (i = 0; i < m; i++) {
		prev[i] = key[i] >> 9;
		leaf[0][i] = 1;
	}
	nprev = m;
	for (d = 1; d < maxlen; d++) {
		np = nprev / 2;
		ncur = 0;
		i = k = 0;
		while (i < m || k < np) {
			uint32_t pw = 0;

			if (k < np)
				pw = prev[2 * k] + prev[2 * k + 1];

			if (i < m && (k >= np || (key[i] >> 9) <= pw)) {
				cur[ncur] = key[i++] >> 9;
				leaf[d][ncur++] = 1;
			} else {
				cur[ncur] = pw;
				leaf[d][ncur++] = 0;
				k++;
			}
		}
		t = prev;
		prev = cur;
		cur = t;
		nprev = ncur;
	}
	for (i = 0; i < m; i++)
		count[i] = 0;
	take = 2 * m - 2;
	for (d = maxlen; d-- > 0;) {
		nl = 0;
		for (i = 0; i < take; i++)
			nl += leaf[d][i];
		for (i = 0; i < nl; i++)
			count[i]++;
		take = 2 * (take - nl);
	}
	for (i = 0; i < m; i++)
		lens[key[i] & 0x1ff] = (uint8_t)count[i];
	__deflate_canonical(lens, n, codes);
}
