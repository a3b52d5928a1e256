/* SPDX-License-Identifier: MIT */
/* fread: read items from a stream. */
#include <errno.h>
#include <stdint.h>
#include "stream.h"

size_t fread(void *ptr, size_t size, size_t nmemb, FILE *f)
{
	if (!size || !nmemb)
		return 0;
	if (size > SIZE_MAX / nmemb) {
		errno = EOVERFLOW;
		f->flags |= F_ERR;
		return 0;
	}
	return _fread(ptr, size * nmemb, f) / size;
}

/* The library has no locks: the _unlocked name is this function. */
__typeof__(fread) fread_unlocked __attribute__((alias("fread")));
