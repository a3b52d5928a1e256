/* SPDX-License-Identifier: MIT */
/* reallocarray: realloc for an array, refusing sizes that overflow. */
#include <stdlib.h>
#include <stdint.h>
#include <errno.h>

void *reallocarray(void *ptr, size_t nmemb, size_t size)
{
	if (size && nmemb > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	return realloc(ptr, nmemb * size);
}
