/* __malloc_bins: the allocator's free lists, and putting chunks on them and back. */
#include "malloc.h"

struct mchunk *__malloc_bin[MALLOC_BINS];
size_t __malloc_binmap;

/* Mark c free with the given size and put it on its list. */
void __malloc_link(struct mchunk *c, size_t size)
{
	unsigned int b = __malloc_class(size);
	struct mchunk *h = __malloc_bin[b];

	c->head = size | (c->head & C_PINUSE);
	CHUNK_FOOT(c) = size;
	CHUNK_AT(c, size)->head &= ~C_PINUSE;
	c->prev = 0;
	c->next = h;
	if (h)
		h->prev = c;
	__malloc_bin[b] = c;
	__malloc_binmap |= (size_t)1 << b;
}

void __malloc_unlink(struct mchunk *c)
{
	unsigned int b = __malloc_class(CHUNK_SIZE(c));

	if (c->prev)
		c->prev->next = c->next;
	else if (!(__malloc_bin[b] = c->next))
		__malloc_binmap &= ~((size_t)1 << b);
	if (c->next)
		c->next->prev = c->prev;
}

void __malloc_split(struct mchunk *c, size_t need)
{
	size_t size = CHUNK_SIZE(c);

	if (size - need >= MALLOC_MIN) {
		c->head = need | C_INUSE | (c->head & C_PINUSE);
		CHUNK_AT(c, need)->head = C_PINUSE;
		__malloc_link(CHUNK_AT(c, need), size - need);
	} else {
		c->head |= C_INUSE;
		CHUNK_AT(c, size)->head |= C_PINUSE;
	}
}

void __malloc_release(struct mchunk *c, size_t size)
{
	struct mchunk *n = CHUNK_AT(c, size);
	size_t psize;

	if (!(n->head & C_INUSE)) {
		__malloc_unlink(n);
		size += CHUNK_SIZE(n);
	}
	if (!(c->head & C_PINUSE)) {
		psize = *(size_t *)((char *)c - MALLOC_HDR);
		c = (struct mchunk *)((char *)c - psize);
		__malloc_unlink(c);
		size += psize;
	}
	__malloc_link(c, size);
}
