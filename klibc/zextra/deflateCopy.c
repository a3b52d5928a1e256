/* SPDX-License-Identifier: MIT */
/*
 * deflateCopy: dest becomes a copy of source, state, window, match
 * tables and pending output, from which either goes on compressing
 * without the other; memory comes from source's allocator, which dest
 * shares.  The sizes are those deflateInit2 and __deflate_alloc_hash
 * allocate.
 */
#include "../zlib/deflate.h"

/* a copy of n bytes at p (none when p is NULL); *bad set when short */
static void *copy_of(z_streamp strm, const void *p, size_t n, int *bad)
{
	void *q;

	if (!p)
		return NULL;
	q = __z_alloc(strm, n);
	if (!q) {
		*bad = 1;
		return NULL;
	}
	return memcpy(q, p, n);
}

int deflateCopy(z_streamp dest, z_streamp source)
{
	struct deflate_state *s = def_state(source), *d;
	int bad = 0;

	if (!s || !dest)
		return Z_STREAM_ERROR;
	d = __z_alloc(source, sizeof(*d));
	if (!d)
		return Z_MEM_ERROR;
	memcpy(d, s, sizeof(*d));
	d->strm = dest;
	*dest = *source;
	dest->state = (struct internal_state *)d;
	d->window = copy_of(dest, s->window, 2 * s->wsize + WIN_SLACK, &bad);
	d->syms = copy_of(dest, s->syms, s->sym_limit * sizeof(uint32_t),
			  &bad);
	d->pending = copy_of(dest, s->pending, s->pending_size, &bad);
	d->head = copy_of(dest, s->head, sizeof(uint16_t) << s->hash_bits,
			  &bad);
	d->prev = copy_of(dest, s->prev, s->wsize * sizeof(uint16_t), &bad);
	d->head3 = copy_of(dest, s->head3, sizeof(uint16_t) << HASH3_BITS,
			   &bad);
	if (bad) {
		deflateEnd(dest);
		return Z_MEM_ERROR;
	}
	return Z_OK;
}
