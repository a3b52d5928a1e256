/* SPDX-License-Identifier: MIT */
/* bzero: fill memory with zero bytes. */
#include <string.h>
#include <strings.h>

void bzero(void *dst, size_t n)
{
	memset(dst, 0, n);
}
