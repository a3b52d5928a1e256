/* fwrite: write items to a stream. */
#include <errno.h>
#include <stdint.h>
#include "stream.h"

size_t fwrite(const void *p, size_t size, size_t nmemb, FILE *f)
{
	size_t n;

	if (!size || !nmemb)
		return 0;
	if (size > SIZE_MAX / nmemb) {
		errno = EOVERFLOW;
		f->flags |= F_ERR;
		return 0;
	}
	n = __stdio_write(f, p, size * nmemb);
	__stdio_wdone(f);
	return n / size;
}
