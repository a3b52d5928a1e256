/* SPDX-License-Identifier: MIT */
/* __malloc_bins: the allocator's free memory and __malloc_consolidate (see malloc.h). */
#include "malloc.h"

struct mchunk *__malloc_bin[MALLOC_BINS];
size_t __malloc_binmap;
struct mchunk *__malloc_top;
struct mchunk *__malloc_fast[MALLOC_FAST_MAX / 16 + 1];

void __malloc_consolidate(void)
{
	struct mchunk *c, *next;
	size_t i;

	for (i = 0; i < sizeof(__malloc_fast) / sizeof(__malloc_fast[0]); i++) {
		for (c = __malloc_fast[i]; c; c = next) {
			next = c->next;
			__malloc_release(c, CHUNK_SIZE(c));
		}
		__malloc_fast[i] = NULL;
	}
}
