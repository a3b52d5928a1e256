/* SPDX-License-Identifier: MIT */
/* dnsname.c: lists of domain names in RFC 1035 wire format, as text. */
#include <string.h>
#include "ipconfig_int.h"

/*
 * Append the name starting at p[at] to out; *next gets the offset after
 * it (after its first pointer when compressed).  Pointers must go back,
 * so a hostile list cannot loop.
 */
static int name(const uint8_t *p, size_t len, size_t at, int compressed,
		char *out, size_t cap, size_t *used, size_t *next)
{
	size_t lim = at;	/* pointers must point before this */
	int jumped = 0, labels = 0;

	for (;;) {
		if (at >= len)
			return -1;
		if (p[at] == 0) {
			if (!jumped)
				*next = at + 1;
			break;
		}
		if ((p[at] & 0xc0) == 0xc0) {
			size_t to;

			if (!compressed || at + 1 >= len)
				return -1;
			to = (size_t)(p[at] & 0x3f) << 8 | p[at + 1];
			if (to >= lim)
				return -1;
			if (!jumped)
				*next = at + 2;
			jumped = 1;
			lim = to;
			at = to;
			continue;
		}
		if (p[at] & 0xc0)
			return -1;
		if ((size_t)p[at] > len - at - 1)
			return -1;
		if (labels++ && *used + 1 < cap)
			out[(*used)++] = '.';
		if ((size_t)p[at] >= cap - *used)
			return -1;
		memcpy(out + *used, p + at + 1, p[at]);
		*used += p[at];
		at += 1 + (size_t)p[at];
	}
	return 0;
}

int dns_names(const uint8_t *p, size_t len, int compressed, char *out,
	      size_t cap)
{
	size_t at = 0, used = 0, next = 0, k;

	if (!cap)
		return -1;
	out[0] = 0;
	while (at < len) {
		if (used && used + 1 < cap)
			out[used++] = ' ';
		if (name(p, len, at, compressed, out, cap - 1, &used, &next))
			goto bad;
		/* Fully qualified, with the final dot, as Debian's ipconfig
		 * writes them. */
		if (used + 1 >= cap)
			goto bad;
		out[used++] = '.';
		at = next;
	}
	out[used] = 0;
	/* The text goes into a shell variable: no NULs or odd bytes. */
	for (k = 0; k < used; k++)
		if ((unsigned char)out[k] < 0x20 || out[k] == 0x7f)
			goto bad;
	return 0;
bad:
	out[0] = 0;
	return -1;
}
