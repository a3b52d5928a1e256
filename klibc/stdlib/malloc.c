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
	struct mchunk *c;
	size_t more;

	/* In need's own class only some chunks are large enough. */
	for (c = __malloc_bin[b]; c; c = c->next)
		if (CHUNK_SIZE(c) >= need)
			return c;
	/* In any larger class every chunk is. */
	more = b + 1 < MALLOC_BINS ? __malloc_binmap >> (b + 1) : 0;
	if (!more)
		return NULL;
	return __malloc_bin[b + 1 + __builtin_ctzl(more)];
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

	c = find(need);
	if (!c) {
		/* A new arena: one free chunk, then an in-use fence of size 0. */
		bytes = need + 2 * MALLOC_ALIGN > MALLOC_ARENA ?
			(need + 2 * MALLOC_ALIGN + 4095) & ~(size_t)4095 :
			MALLOC_ARENA;
		a = map(bytes);
		if (!a)
			return NULL;
		c = (struct mchunk *)(a + MALLOC_ALIGN - MALLOC_HDR);
		c->head = C_PINUSE;
		CHUNK_AT(c, bytes - MALLOC_ALIGN)->head = C_INUSE;
		__malloc_link(c, bytes - MALLOC_ALIGN);
	}
	__malloc_unlink(c);
	__malloc_split(c, need);
	return CHUNK_MEM(c);
}
