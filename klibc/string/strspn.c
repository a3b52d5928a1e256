/* SPDX-License-Identifier: MIT */
/* strspn: length of the prefix made only of bytes from accept. */
#include <string.h>
#include "byteset.h"

size_t strspn(const char *s, const char *accept)
{
	const unsigned char *p = (const unsigned char *)s;
	struct bytepack pack;
	struct byteset set;
	size_t i;

	/* Short prefixes end before a set would have paid for itself. */
	for (i = 0; i < BYTESET_DIRECT; i++)
		if (!p[i] || !byteset_in(accept, p[i]))
			return i;
	p += i;
	/* The packed set holds the terminator: test it apart. */
	if (bytepack_init(&pack, accept)) {
		while (*p && bytepack_has(&pack, *p))
			p++;
	} else {
		byteset_init(&set, accept, 0);
		while (byteset_has(&set, *p))
			p++;
	}
	return (size_t)(p - (const unsigned char *)s);
}
