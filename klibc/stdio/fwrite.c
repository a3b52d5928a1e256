/* SPDX-License-Identifier: MIT */
/* fwrite: write items to a stream. */
#include <errno.h>
#include <stdint.h>
#include "stream.h"

size_t fwrite(const void *p, size_t size, size_t nmemb, FILE *f)
{
	if (!size || !nmemb)
		return 0;
	if (size > SIZE_MAX / nmemb) {
		errno = EOVERFLOW;
		f->flags |= F_ERR;
		return 0;
	}
	return _fwrite(p, size * nmemb, f) / size;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fwrite) fwrite_unlocked __attribute__((alias("fwrite")));
