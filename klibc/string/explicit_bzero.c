/* SPDX-License-Identifier: MIT */
/* explicit_bzero: zero memory even when it is never read again. */
#include <string.h>

void explicit_bzero(void *dst, size_t n)
{
	memset(dst, 0, n);
	/* The compiler must assume the zeroed bytes are read here. */
	__asm__ __volatile__("" : : "r"(dst) : "memory");
}
