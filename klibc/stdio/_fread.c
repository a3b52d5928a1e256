/* SPDX-License-Identifier: MIT */
/*
 * _fread: read n bytes from a stream (klibc's, behind fread).  What is
 * buffered comes first; a request at least as large as the buffer then
 * reads straight into the caller's memory.
 */
#include <string.h>
#include <unistd.h>
#include "stream.h"

size_t _fread(void *ptr, size_t total, FILE *f)
{
	unsigned char *p = ptr;
	size_t n = total, k;
	ssize_t r;

	if (__stdio_toread(f))
		return 0;
	while (n) {
		k = f->rend - f->rpos;
		if (k) {
			if (k > n)
				k = n;
			memcpy(p, f->rpos, k);
			f->rpos += k;
		} else if (n >= f->bufsiz || (f->flags & F_NBF)) {
			if (f->flags & F_EOF)
				break;
			r = read(f->fd, p, n);
			if (r <= 0) {
				f->flags |= r ? F_ERR : F_EOF;
				break;
			}
			k = r;
		} else if (__stdio_fill(f)) {
			break;
		} else {
			continue;
		}
		p += k;
		n -= k;
	}
	return total - n;
}
