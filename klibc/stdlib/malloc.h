/*
 * malloc.h: the allocator's internals.
 *
 * Memory comes from the kernel in arenas (mmap).  An arena is a row of
 * chunks; each chunk starts with a header word holding its size and two
 * flags: whether it is in use and whether the chunk before it is.  A free
 * chunk also keeps its size in its last word, so that freeing can merge
 * with both neighbours without searching.  Free chunks sit on
 * doubly-linked lists, one per power-of-two size class, with a bitmap of
 * the classes that have any.  Blocks of MALLOC_MMAP_MIN bytes or more get
 * a mapping of their own and go back to the kernel when freed.
 */
#ifndef _KLIBC_MALLOC_H
#define _KLIBC_MALLOC_H

#include <stddef.h>

#define MALLOC_ALIGN	((size_t)16)	/* alignment of every block (max_align_t) */
#define MALLOC_HDR	sizeof(size_t)
#define MALLOC_MIN	(4 * sizeof(size_t))	/* head, next, prev, foot */
#define MALLOC_MMAP_MIN	(128 * 1024)
#define MALLOC_ARENA	(128 * 1024)
#define MALLOC_BINS	(8 * sizeof(size_t))

#define C_INUSE		((size_t)1)
#define C_PINUSE	((size_t)2)	/* the chunk before is in use */
#define C_MMAPPED	((size_t)4)
#define C_FLAGS		((size_t)7)

struct mchunk {
	size_t head;
	struct mchunk *next, *prev;	/* only while free */
};

#define CHUNK_SIZE(c)	((c)->head & ~C_FLAGS)
#define CHUNK_AT(c, n)	((struct mchunk *)((char *)(c) + (n)))
#define CHUNK_MEM(c)	((void *)((char *)(c) + MALLOC_HDR))
#define MEM_CHUNK(p)	((struct mchunk *)((char *)(p) - MALLOC_HDR))
#define CHUNK_FOOT(c)	(*(size_t *)((char *)(c) + CHUNK_SIZE(c) - MALLOC_HDR))

extern struct mchunk *__malloc_bin[MALLOC_BINS];
extern size_t __malloc_binmap;

/* The size class of a chunk size: the index of its highest set bit. */
static inline unsigned int __malloc_class(size_t n)
{
	return (unsigned int)(8 * sizeof(size_t) - 1 - __builtin_clzl(n));
}

void __malloc_link(struct mchunk *, size_t size);
void __malloc_unlink(struct mchunk *);
/* Take `need' bytes from the start of the chunk; the rest goes back free. */
void __malloc_split(struct mchunk *, size_t need);
/* Make a free chunk of the given size and merge it with free neighbours. */
void __malloc_release(struct mchunk *, size_t size);

#endif
