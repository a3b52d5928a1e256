/* SPDX-License-Identifier: MIT */
/* realloc: resize an allocation, in place when it or its free neighbour allows. */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include "malloc.h"

void *realloc(void *ptr, size_t size)
{
	struct mchunk *c, *n;
	size_t have, need;
	void *p;

	if (!ptr)
		return malloc(size);
	if (!size) {
		free(ptr);
		return NULL;
	}
	if (size > SIZE_MAX / 2) {
		errno = ENOMEM;
		return NULL;
	}
	c = MEM_CHUNK(ptr);
	have = CHUNK_SIZE(c);
	need = (size + MALLOC_HDR + MALLOC_ALIGN - 1) & ~(MALLOC_ALIGN - 1);
	if (need < MALLOC_MIN)
		need = MALLOC_MIN;

	if (c->head & C_MMAPPED) {
		/* Keep the mapping unless it is far too large. */
		if (need + MALLOC_ALIGN <= have && size > have / 2)
			return ptr;
	} else {
		n = CHUNK_AT(c, have);
		if (have < need && n == __malloc_top &&
		    have + CHUNK_SIZE(n) >= need + MALLOC_MIN) {
			/* Grow into the top chunk. */
			__malloc_top = CHUNK_AT(c, need);
			__malloc_top->head = (have + CHUNK_SIZE(n) - need) | C_PINUSE;
			c->head = need | (c->head & C_FLAGS);
			return ptr;
		}
		if (have < need && n != __malloc_top && !(n->head & C_INUSE) &&
		    have + CHUNK_SIZE(n) >= need) {
			__malloc_unlink(n);
			have += CHUNK_SIZE(n);
			c->head = have | (c->head & C_FLAGS);
			CHUNK_AT(c, have)->head |= C_PINUSE;
		}
		if (have >= need) {
			if (have - need >= MALLOC_MIN) {
				c->head = need | (c->head & C_FLAGS);
				CHUNK_AT(c, need)->head = C_INUSE | C_PINUSE;
				__malloc_release(CHUNK_AT(c, need), have - need);
			}
			return ptr;
		}
	}
	p = malloc(size);
	if (!p)
		return NULL;
	have -= MALLOC_HDR;
	if (c->head & C_MMAPPED)
		have -= MALLOC_ALIGN - MALLOC_HDR;
	memcpy(p, ptr, size < have ? size : have);
	free(ptr);
	return p;
}
