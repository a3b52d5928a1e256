/* SPDX-License-Identifier: MIT */
/* bcopy: copy memory that may overlap, source first. */
#include <string.h>
#include <strings.h>

void bcopy(const void *src, void *dst, size_t n)
{
	memmove(dst, src, n);
}
