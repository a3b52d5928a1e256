/* SPDX-License-Identifier: MIT */
/* free: give back memory from malloc, calloc or realloc. */
#include <stdlib.h>
#include <sys/mman.h>
#include "malloc.h"

void free(void *ptr)
{
	struct mchunk *c;

	if (!ptr)
		return;
	c = MEM_CHUNK(ptr);
	if (c->head & C_MMAPPED) {
		munmap((char *)c - (MALLOC_ALIGN - MALLOC_HDR), CHUNK_SIZE(c));
	} else if (CHUNK_SIZE(c) <= MALLOC_FAST_MAX) {
		/* Kept in use on its size's list; see malloc.h. */
		c->next = __malloc_fast[CHUNK_SIZE(c) / 16];
		__malloc_fast[CHUNK_SIZE(c) / 16] = c;
	} else {
		__malloc_release(c, CHUNK_SIZE(c));
	}
}
