/* SPDX-License-Identifier: MIT */
/* read_full: read(2) until the buffer is full or the input ends. */
#include <errno.h>
#include <unistd.h>
#include "utils.h"

ssize_t read_full(int fd, void *buf, size_t n)
{
	char *p = buf;
	size_t got = 0;
	ssize_t r;

	while (got < n) {
		r = read(fd, p + got, n - got);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		if (r == 0)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}
