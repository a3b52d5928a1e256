/* SPDX-License-Identifier: MIT */
/* __inflate_fixed: tables for the fixed Huffman codes of RFC 1951 3.2.6. */
#include "inflate.h"

void __inflate_fixed(struct inflate_state *s)
{
	unsigned i;

	if (s->fixed)
		return;
	for (i = 0; i < 144; i++)
		s->lens[i] = 8;
	for (; i < 256; i++)
		s->lens[i] = 9;
	for (; i < 280; i++)
		s->lens[i] = 7;
	for (; i < 288; i++)
		s->lens[i] = 8;
	__inflate_table(s->litlen, LITLEN_ENOUGH, s->lens, 288, INF_LITLEN);
	/* all 32 five-bit codes: 30 and 31 exist but are invalid */
	for (i = 0; i < 32; i++)
		s->lens[i] = 5;
	__inflate_table(s->distt, DIST_ENOUGH, s->lens, 32, INF_DIST);
	s->fixed = 1;
}
