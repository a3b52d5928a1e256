/* SPDX-License-Identifier: MIT */
/* malloc: allocate memory (size-class free lists over mmap'd arenas, see malloc.h). */
#include <stdlib.h>
#include <stdint.h>
#include <errno.h>
#include <sys/mman.h>
#include "malloc.h"

static void *map(size_t bytes)
{
	void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

/* A chunk of at least `need' bytes from the lists, or NULL. */
static struct mchunk *find(size_t need)
{
	unsigned int b = __malloc_class(need);
	struct mchunk *c = __malloc_bin[b];
	size_t more;

	/* In need's own class only some chunks are large enough: try the
	 * first, then any larger class, where every chunk is, and only
	 * then search the rest of need's own class. */
	if (c && CHUNK_SIZE(c) >= need)
		return c;
	more = b + 1 < MALLOC_BINS ? __malloc_binmap >> (b + 1) : 0;
	if (more)
		return __malloc_bin[b + 1 + __builtin_ctzl(more)];
	for (; c; c = c->next)
		if (CHUNK_SIZE(c) >= need)
			return c;
	return NULL;
}

void *malloc(size_t size)
{
	struct mchunk *c;
	size_t need, bytes;
	char *a;

	if (size > SIZE_MAX / 2 - MALLOC_ARENA) {
		errno = ENOMEM;
		return NULL;
	}
	need = (size + MALLOC_HDR + MALLOC_ALIGN - 1) & ~(MALLOC_ALIGN - 1);
	if (need < MALLOC_MIN)
		need = MALLOC_MIN;

	if (size >= MALLOC_MMAP_MIN) {
		/* The header sits one word before an aligned block. */
		bytes = (need + MALLOC_ALIGN + 4095) & ~(size_t)4095;
		a = map(bytes);
		if (!a)
			return NULL;
		c = (struct mchunk *)(a + MALLOC_ALIGN - MALLOC_HDR);
		c->head = bytes | C_INUSE | C_MMAPPED;
		return CHUNK_MEM(c);
	}

	if (need <= MALLOC_FAST_MAX && (c = __malloc_fast[need / 16])) {
		__malloc_fast[need / 16] = c->next;
		return CHUNK_MEM(c);
	}
	c = find(need);
	if (!c && (!__malloc_top || CHUNK_SIZE(__malloc_top) < need + MALLOC_MIN)) {
		/* Before asking the kernel, merge the small freed chunks. */
		__malloc_consolidate();
		c = find(need);
	}
	if (c) {
		__malloc_unlink(c);
		__malloc_split(c, need);
		return CHUNK_MEM(c);
	}
	c = __malloc_top;
	if (!c || CHUNK_SIZE(c) < need + MALLOC_MIN) {
		/* A new arena: the top chunk, then an in-use fence of size 0. */
		bytes = need + MALLOC_MIN + 2 * MALLOC_ALIGN > MALLOC_ARENA ?
			(need + MALLOC_MIN + 2 * MALLOC_ALIGN + 4095) &
			~(size_t)4095 : MALLOC_ARENA;
		a = map(bytes);
		if (!a)
			return NULL;
		/* The old top is an ordinary free chunk from now on. */
		if (c)
			__malloc_link(c, CHUNK_SIZE(c));
		c = (struct mchunk *)(a + MALLOC_ALIGN - MALLOC_HDR);
		c->head = (bytes - MALLOC_ALIGN) | C_PINUSE;
		CHUNK_AT(c, bytes - MALLOC_ALIGN)->head = C_INUSE;
	}
	/* Cut the request from the start of the top chunk. */
	__malloc_top = CHUNK_AT(c, need);
	__malloc_top->head = (CHUNK_SIZE(c) - need) | C_PINUSE;
	c->head = need | C_INUSE | (c->head & C_PINUSE);
	return CHUNK_MEM(c);
}
