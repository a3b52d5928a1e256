/* SPDX-License-Identifier: MIT */
/* __deflate_clear_hash: forget all positions (no match reaches back). */
#include "deflate.h"

void __deflate_clear_hash(struct deflate_state *s)
{
	if (!s->head)
		return;
	memset(s->head, 0, sizeof(uint16_t) << s->hash_bits);
	memset(s->head3, 0, sizeof(uint16_t) << HASH3_BITS);
}
