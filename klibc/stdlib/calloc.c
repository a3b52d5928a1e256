/* SPDX-License-Identifier: MIT */
/* calloc: allocate a zeroed array, refusing sizes that overflow. */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>

void *calloc(size_t nmemb, size_t size)
{
	void *p;

	if (size && nmemb > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	p = malloc(nmemb * size);
	if (p)
		memset(p, 0, nmemb * size);
	return p;
}
