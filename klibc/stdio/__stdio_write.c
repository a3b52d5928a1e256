/* SPDX-License-Identifier: MIT */
/*
 * __stdio_write: copy a block into a stream, the core of fwrite, fputs
 * and puts.  A block at least as large as the buffer goes straight to the
 * file after what was buffered before it.  The caller ends the call with
 * __stdio_wdone.
 */
#include <string.h>
#include "stream.h"

size_t __stdio_write(FILE *f, const void *p, size_t n)
{
	if (!f->wend && __stdio_wbuf(f))
		return 0;
	if (n > (size_t)(f->wend - f->wpos)) {
		if (__stdio_flush(f))
			return 0;
		if (n >= f->bufsiz)
			return __stdio_wall(f, p, n);
	}
	memcpy(f->wpos, p, n);
	f->wpos += n;
	return n;
}
