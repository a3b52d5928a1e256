/* __deflate_clear_hash: forget every position, so that no match reaches back past this point. */
#include "deflate.h"

void __deflate_clear_hash(struct deflate_state *s)
{
	if (!s->head)
		return;
	memset(s->head, 0, sizeof(uint16_t) << s->hash_bits);
	memset(s->head3, 0, sizeof(uint16_t) << HASH3_BITS);
}
