/* SPDX-License-Identifier: MIT */
/* read_file: a small file (a /proc or /sys entry) whole, as a string. */
#include <fcntl.h>
#include <unistd.h>
#include "utils.h"

ssize_t read_file(const char *path, char *buf, size_t size)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	ssize_t n;

	if (fd < 0)
		return -1;
	n = read_full(fd, buf, size - 1);
	close(fd);
	if (n >= 0)
		buf[n] = '\0';
	return n;
}
