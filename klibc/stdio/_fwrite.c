/* SPDX-License-Identifier: MIT */
/* _fwrite: write n bytes to a stream (klibc's, behind fwrite). */
#include "stream.h"

size_t _fwrite(const void *p, size_t n, FILE *f)
{
	n = __stdio_write(f, p, n);
	__stdio_wdone(f);
	return n;
}
