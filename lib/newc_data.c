/* SPDX-License-Identifier: MIT */
/* newc_data: read the data of the current newc entry. */
#include <errno.h>
#include "newc.h"

ssize_t newc_data(struct newc_in *in, void *buf, size_t n)
{
	unsigned char *p = buf;
	size_t got = 0, i;
	ssize_t r;

	if (n > in->left)
		n = in->left;
	while (got < n) {
		r = in->read(in->ctx, p + got, n - got);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			in->errnum = errno;
			in->err = "read error";
			return -1;
		}
		if (r == 0) {
			in->err = "premature end of archive";
			return -1;
		}
		for (i = got; i < got + (size_t)r; i++)
			in->sum += p[i];
		got += (size_t)r;
	}
	in->left -= (uint32_t)got;
	in->offset += got;
	return (ssize_t)got;
}
