/* SPDX-License-Identifier: MIT */
/* strlen: length of a string. */
#include <string.h>
#include "word.h"

size_t strlen(const char *s)
{
	const char *p = s;
	const kword_t *w;

	for (; !kw_aligned(p); p++)
		if (!*p)
			return (size_t)(p - s);
	for (w = (const kword_t *)p; !kw_haszero(*w); w++)
		;
	for (p = (const char *)w; *p; p++)
		;
	return (size_t)(p - s);
}
