/* SPDX-License-Identifier: MIT */
/* strnlen: length of a string, at most n. */
#include <string.h>

size_t strnlen(const char *s, size_t n)
{
	/* memchr reads no word past the first match, so s may end early. */
	const char *p = memchr(s, 0, n);

	return p ? (size_t)(p - s) : n;
}
