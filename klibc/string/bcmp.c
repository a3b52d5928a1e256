/* SPDX-License-Identifier: MIT */
/* bcmp: zero when two blocks of memory are equal. */
#include <string.h>
#include <strings.h>

int bcmp(const void *a, const void *b, size_t n)
{
	return memcmp(a, b, n);
}
