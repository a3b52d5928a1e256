/* malloc: allocate memory (first fit from the free list, see malloc.h). */
#include <stdlib.h>
#include <stdint.h>
#include <errno.h>
#include <sys/mman.h>
#include "malloc.h"

struct mhdr __malloc_base = { &__malloc_base, 0 };
struct mhdr *__malloc_rover = &__malloc_base;

static void *map(size_t bytes)
{
	void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE,
		       MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	return p == MAP_FAILED ? NULL : p;
}

void *malloc(size_t size)
{
	struct mhdr *prev, *h;
	size_t units, bytes;

	if (size > SIZE_MAX - 2 * MALLOC_UNIT - MALLOC_ARENA) {
		errno = ENOMEM;
		return NULL;
	}
	units = (size + MALLOC_UNIT - 1) / MALLOC_UNIT + 1;

	if (size >= MALLOC_MMAP_MIN) {
		bytes = (units * MALLOC_UNIT + 4095) & ~(size_t)4095;
		h = map(bytes);
		if (!h)
			return NULL;
		h->next = MALLOC_MAPPED;
		h->units = bytes / MALLOC_UNIT;
		return h + 1;
	}

	for (;;) {
		prev = __malloc_rover;
		for (h = prev->next;; prev = h, h = h->next) {
			if (h->units >= units) {
				if (h->units == units) {
					prev->next = h->next;
				} else {
					/* Hand out the tail; the head stays listed. */
					h->units -= units;
					h += h->units;
					h->units = units;
				}
				__malloc_rover = prev;
				h->next = NULL;
				return h + 1;
			}
			if (h == __malloc_rover)
				break;
		}
		/* Nothing fits: add an arena. */
		bytes = units * MALLOC_UNIT;
		if (bytes < MALLOC_ARENA)
			bytes = MALLOC_ARENA;
		h = map(bytes);
		if (!h)
			return NULL;
		h->units = bytes / MALLOC_UNIT;
		__malloc_insert(h);
	}
}

void __malloc_insert(struct mhdr *b)
{
	struct mhdr *p = __malloc_rover;

	/* Find p with p < b < p->next, allowing for the wrap at the base. */
	while (!(b > p && b < p->next)) {
		if (p >= p->next && (b > p || b < p->next))
			break;
		p = p->next;
	}
	if (b + b->units == p->next && p->next != &__malloc_base) {
		b->units += p->next->units;
		b->next = p->next->next;
	} else {
		b->next = p->next;
	}
	if (p + p->units == b && p != &__malloc_base) {
		p->units += b->units;
		p->next = b->next;
	} else {
		p->next = b;
	}
	__malloc_rover = p;
}
