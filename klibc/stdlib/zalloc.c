/* SPDX-License-Identifier: MIT */
/* zalloc: klibc's zeroed allocation of one object, calloc(1, size). */
#include <malloc.h>
#include <stdlib.h>

void *zalloc(size_t size)
{
	return calloc(1, size);
}
