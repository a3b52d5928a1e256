/* free: give back memory from malloc, calloc or realloc. */
#include <stdlib.h>
#include <sys/mman.h>
#include "malloc.h"

void free(void *ptr)
{
	struct mhdr *h;

	if (!ptr)
		return;
	h = (struct mhdr *)ptr - 1;
	if (h->next == MALLOC_MAPPED)
		munmap(h, h->units * MALLOC_UNIT);
	else
		__malloc_insert(h);
}
