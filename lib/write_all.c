/* SPDX-License-Identifier: MIT */
/* write_all: write(2) the whole buffer, across short writes and EINTR. */
#include <errno.h>
#include <unistd.h>
#include "utils.h"

int write_all(int fd, const void *buf, size_t n)
{
	const char *p = buf;
	ssize_t r;

	while (n) {
		r = write(fd, p, n);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		p += r;
		n -= (size_t)r;
	}
	return 0;
}
