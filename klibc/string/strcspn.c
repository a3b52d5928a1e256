/* SPDX-License-Identifier: MIT */
/* strcspn: length of the prefix made only of bytes not in reject. */
#include <string.h>
#include "byteset.h"

size_t strcspn(const char *s, const char *reject)
{
	const unsigned char *p = (const unsigned char *)s;
	struct bytepack pack;
	struct byteset set;
	size_t i;

	/* One byte to avoid is the common case (strsep on ","). */
	if (!reject[0] || !reject[1])
		return (size_t)(strchrnul(s, reject[0]) - s);
	/* Short prefixes end before a set would have paid for itself. */
	for (i = 0; i < BYTESET_DIRECT; i++)
		if (!p[i] || byteset_in(reject, p[i]))
			return i;
	p += i;
	if (bytepack_init(&pack, reject)) {
		while (!bytepack_has(&pack, *p))
			p++;
	} else {
		byteset_init(&set, reject, 1);
		while (!byteset_has(&set, *p))
			p++;
	}
	return (size_t)(p - (const unsigned char *)s);
}
