/* SPDX-License-Identifier: MIT */
/*
 * __deflate_alloc_hash: the match finder's tables, when the level and
 * strategy search for matches and they are not there yet (deflateInit2,
 * or deflateParams leaving level 0, Z_HUFFMAN_ONLY or Z_RLE).
 */
#include "deflate.h"

int __deflate_alloc_hash(struct deflate_state *s)
{
	z_streamp strm = s->strm;

	if (!s->level || s->strategy == Z_HUFFMAN_ONLY ||
	    s->strategy == Z_RLE || s->head)
		return 0;
	s->head = __z_alloc(strm, sizeof(uint16_t) << s->hash_bits);
	s->prev = __z_alloc(strm, s->wsize * sizeof(uint16_t));
	s->head3 = __z_alloc(strm, sizeof(uint16_t) << HASH3_BITS);
	if (!s->head || !s->prev || !s->head3) {
		__z_free(strm, s->head);
		__z_free(strm, s->prev);
		__z_free(strm, s->head3);
		s->head = s->prev = s->head3 = NULL;
		return Z_MEM_ERROR;
	}
	memset(s->prev, 0, s->wsize * sizeof(uint16_t));
	__deflate_clear_hash(s);
	return 0;
}
