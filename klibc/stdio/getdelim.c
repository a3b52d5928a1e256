/* SPDX-License-Identifier: MIT */
/*
 * getdelim: read up to a delimiter into a buffer that grows with malloc;
 * the length read, or -1 at the end of the file or on an error.
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "stream.h"

ssize_t getdelim(char **lineptr, size_t *np, int delim, FILE *f)
{
	char *buf, *nb;
	unsigned char *d;
	size_t cap, len = 0, k, want;

	if (!lineptr || !np) {
		errno = EINVAL;
		return -1;
	}
	buf = *lineptr;
	cap = buf ? *np : 0;
	for (;;) {
		if (f->rpos >= f->rend) {
			if (__stdio_rbuf(f) == EOF)
				break;
			f->rpos--;
		}
		k = f->rend - f->rpos;
		d = memchr(f->rpos, delim, k);
		if (d)
			k = d - f->rpos + 1;
		/* Room for what is read so far, this piece and a NUL. */
		if (k > SSIZE_MAX - 1 - len) {
			errno = EOVERFLOW;
			goto fail;
		}
		if (len + k + 1 > cap) {
			want = len + k + 1;
			if (cap <= (SSIZE_MAX - 1) / 2 && want < cap * 2)
				want = cap * 2;
			if (want < 128)
				want = 128;
			nb = realloc(buf, want);
			if (!nb)
				goto fail;
			*lineptr = buf = nb;
			*np = cap = want;
		}
		memcpy(buf + len, f->rpos, k);
		f->rpos += k;
		len += k;
		if (d)
			break;
	}
	if (!len)
		return -1;
	buf[len] = '\0';
	return len;
fail:
	f->flags |= F_ERR;
	return -1;
}
