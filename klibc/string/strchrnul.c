/* SPDX-License-Identifier: MIT */
/* strchrnul: first c in a string, or its terminator. */
#include <string.h>
#include "word.h"

char *strchrnul(const char *s, int c)
{
	const kword_t *w;
	kword_t rep = kw_repeat(c);
	unsigned char ch = (unsigned char)c;

	for (; !kw_aligned(s); s++)
		if (!*s || *(const unsigned char *)s == ch)
			return (char *)s;
	for (w = (const kword_t *)s; !kw_haszero(*w) &&
	     !kw_haszero(*w ^ rep); w++)
		;
	for (s = (const char *)w; *s && *(const unsigned char *)s != ch; s++)
		;
	return (char *)s;
}
