/* realloc: resize an allocation, in place when the block is big enough. */
#include <stdlib.h>
#include <string.h>
#include "malloc.h"

void *realloc(void *ptr, size_t size)
{
	struct mhdr *h;
	size_t have;
	void *n;

	if (!ptr)
		return malloc(size);
	if (!size) {
		free(ptr);
		return NULL;
	}
	h = (struct mhdr *)ptr - 1;
	have = (h->units - 1) * MALLOC_UNIT;
	/* Keep the block unless it is far larger than asked for. */
	if (size <= have && (h->next == MALLOC_MAPPED ? size > have / 2 : 1))
		return ptr;
	n = malloc(size);
	if (!n)
		return NULL;
	memcpy(n, ptr, size < have ? size : have);
	free(ptr);
	return n;
}
