/*
 * __deflate_huffman: a length-limited Huffman code for symbol
 * frequencies, as code lengths and bit-reversed canonical codewords
 * (RFC 1951 3.2.2; deflate sends codewords first bit first).
 *
 * Lengths come from the Huffman tree, built with two queues over the
 * symbols sorted by frequency.  Lengths over the limit are cut to it and
 * the Kraft sum is brought back to exactly one by lengthening the
 * longest codes below the limit, then the lengths are dealt out again,
 * shortest to the most frequent symbols.  The code always has at least
 * two codewords, so that every decoder accepts it (a single symbol gets
 * a one-bit code and an unused partner).
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
	uint32_t w[2 * Z_NUM_LITLEN];
	uint16_t up[2 * Z_NUM_LITLEN];	/* parent, then depth */
	unsigned count[16];
	unsigned m = 0, sym, i, k, a, b, li, ii, ni, len;
	long excess;

	for (sym = 0; sym < n; sym++) {
		lens[sym] = 0;
		if (freq[sym])
			key[m++] = freq[sym] << 9 | sym;
	}
	for (sym = 0; m < 2 && sym < n; sym++)
		if (!freq[sym])
			key[m++] = sym;
	heapsort(key, m);

	memset(count, 0, sizeof(count));
	if (m <= 2) {
		count[1] = m;
	} else {
		/* leaves 0..m-1 in frequency order, inner nodes after them */
		for (i = 0; i < m; i++)
			w[i] = key[i] >> 9;
		li = 0;
		ii = ni = m;
		for (k = 0; k < m - 1; k++) {
			if (li < m && (ii >= ni || w[li] <= w[ii]))
				a = li++;
			else
				a = ii++;
			if (li < m && (ii >= ni || w[li] <= w[ii]))
				b = li++;
			else
				b = ii++;
			w[ni] = w[a] + w[b];
			up[a] = up[b] = (uint16_t)ni;
			ni++;
		}
		/* parents come after their children: depths from the root */
		up[ni - 1] = 0;
		for (i = ni - 1; i-- > 0;)
			up[i] = up[up[i]] + 1;

		excess = -(1L << maxlen);
		for (i = 0; i < m; i++) {
			len = up[i] < maxlen ? up[i] : maxlen;
			count[len]++;
			excess += 1L << (maxlen - len);
		}
		/* over the limit: lengthen the longest codes below it */
		while (excess > 0) {
			len = maxlen - 1;
			while (!count[len])
				len--;
			count[len]--;
			count[len + 1]++;
			excess -= 1L << (maxlen - len - 1);
		}
		/* overshot: shorten codes at the limit while that fits */
		while (excess < 0) {
			len = maxlen;
			while (!count[len] || (1L << (maxlen - len)) > -excess)
				len--;
			count[len]--;
			count[len - 1]++;
			excess += 1L << (maxlen - len);
		}
	}

	/* the longest codes to the least frequent symbols */
	i = 0;
	for (len = maxlen; len >= 1; len--)
		for (k = 0; k < count[len]; k++)
			lens[key[i++] & 0x1ff] = (uint8_t)len;

	__deflate_canonical(lens, n, codes);
}
