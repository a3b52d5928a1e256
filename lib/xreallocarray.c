/* SPDX-License-Identifier: MIT */
/* xreallocarray: resize an array of n elements, n * size checked. */
#include <stdint.h>
#include <stdlib.h>
#include "utils.h"

void *xreallocarray(void *p, size_t n, size_t size)
{
	if (size && n > SIZE_MAX / size)
		die("out of memory");
	p = realloc(p, n && size ? n * size : 1);
	if (!p)
		die("out of memory");
	return p;
}
