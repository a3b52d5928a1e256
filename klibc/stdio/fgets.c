/* SPDX-License-Identifier: MIT */
/*
 * fgets: read a line, or what fits of it, from a stream.  NULL at the
 * end of the file before any byte, or on a read error in this call.
 */
#include <string.h>
#include "stream.h"

char *fgets(char *s, int size, FILE *f)
{
	unsigned int err = f->flags & F_ERR;
	char *p = s;
	unsigned char *nl;
	size_t n, k;
	int c;

	if (size <= 0)
		return NULL;
	f->flags &= ~F_ERR;
	n = size - 1;
	while (n) {
		k = f->rend - f->rpos;
		if (f->rpos >= f->rend) {
			c = __stdio_rbuf(f);
			if (c == EOF)
				break;
			/* Back into the buffer, which now has it. */
			f->rpos--;
			continue;
		}
		if (k > n)
			k = n;
		nl = memchr(f->rpos, '\n', k);
		if (nl)
			k = nl - f->rpos + 1;
		memcpy(p, f->rpos, k);
		f->rpos += k;
		p += k;
		n -= k;
		if (nl)
			break;
	}
	if (f->flags & F_ERR)
		return NULL;
	f->flags |= err;
	if (p == s && size > 1)
		return NULL;
	*p = '\0';
	return s;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fgets) fgets_unlocked __attribute__((alias("fgets")));
