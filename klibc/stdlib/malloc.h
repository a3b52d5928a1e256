/*
 * malloc.h: the allocator's internals.  Small blocks come from arenas
 * obtained with mmap and are kept on one circular free list in address
 * order, so neighbours merge when freed; large blocks get a mapping of
 * their own and are unmapped when freed.
 */
#ifndef _KLIBC_MALLOC_H
#define _KLIBC_MALLOC_H

#include <stddef.h>

struct mhdr {
	struct mhdr *next;	/* next free block; MALLOC_MAPPED or 0 in use */
	size_t units;		/* size in units, this header included */
} __attribute__((aligned(2 * sizeof(size_t))));

#define MALLOC_UNIT	sizeof(struct mhdr)
#define MALLOC_MAPPED	((struct mhdr *)1)
/* Blocks this large (in bytes) get a mapping of their own. */
#define MALLOC_MMAP_MIN	(128 * 1024)
/* Arenas are at least this large, in bytes. */
#define MALLOC_ARENA	(64 * 1024)

extern struct mhdr __malloc_base;
extern struct mhdr *__malloc_rover;

/* Put a block back on the free list, merging it with its neighbours. */
void __malloc_insert(struct mhdr *);

#endif
