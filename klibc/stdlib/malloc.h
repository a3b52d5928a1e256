/* SPDX-License-Identifier: MIT */
/*
 * malloc.h: the allocator's internals.
 *
 * Memory comes from the kernel in arenas (mmap).  An arena is a row of
 * chunks; each chunk starts with a header word holding its size and two
 * flags: whether it is in use and whether the chunk before it is.  A free
 * chunk also keeps its size in its last word, so that freeing can merge
 * with both neighbours without searching.  Free chunks sit on
 * doubly-linked lists, one per power-of-two size class, with a bitmap of
 * the classes that have any.  The unused end of the newest arena, the
 * top chunk, is on no list: small requests are cut from it and chunks
 * freed next to it melt back into it, which keeps the common
 * allocate-then-free pattern cheap.  Small chunks, when freed, first go
 * on a list of their exact size and stay marked in use, so the next
 * request of that size takes them back at once; they are merged with
 * their neighbours only when memory runs short (__malloc_consolidate).
 * Blocks of MALLOC_MMAP_MIN bytes or more get
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
extern struct mchunk *__malloc_top;	/* free, on no list; may be NULL */

/* Exact-size lists of small freed chunks, indexed by size / MALLOC_ALIGN. */
#define MALLOC_FAST_MAX	((size_t)512)
extern struct mchunk *__malloc_fast[MALLOC_FAST_MAX / 16 + 1];

/* Merge every chunk on the exact-size lists into the free lists. */
void __malloc_consolidate(void);

/* The size class of a chunk size: the index of its highest set bit. */
static inline unsigned int __malloc_class(size_t n)
{
	return (unsigned int)(8 * sizeof(size_t) - 1 - __builtin_clzl(n));
}


/* Mark c free with the given size and put it on its list. */
static inline void __malloc_link(struct mchunk *c, size_t size)
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

static inline void __malloc_unlink(struct mchunk *c)
{
	unsigned int b = __malloc_class(CHUNK_SIZE(c));

	if (c->prev)
		c->prev->next = c->next;
	else if (!(__malloc_bin[b] = c->next))
		__malloc_binmap &= ~((size_t)1 << b);
	if (c->next)
		c->next->prev = c->prev;
}

/* Take `need' bytes from the start of the chunk; the rest goes back free. */
static inline void __malloc_split(struct mchunk *c, size_t need)
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

/* Make a free chunk of the given size and merge it with free neighbours. */
static inline void __malloc_release(struct mchunk *c, size_t size)
{
	struct mchunk *n = CHUNK_AT(c, size);
	size_t psize;

	if (!(c->head & C_PINUSE)) {
		psize = *(size_t *)((char *)c - MALLOC_HDR);
		c = (struct mchunk *)((char *)c - psize);
		__malloc_unlink(c);
		size += psize;
	}
	if (n == __malloc_top) {
		c->head = (size + CHUNK_SIZE(n)) | (c->head & C_PINUSE);
		__malloc_top = c;
		return;
	}
	if (!(n->head & C_INUSE)) {
		__malloc_unlink(n);
		size += CHUNK_SIZE(n);
	}
	__malloc_link(c, size);
}

#endif
