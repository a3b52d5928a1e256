/* SPDX-License-Identifier: MIT */
/* recv: receive data from a connected socket. */
#include <sys/socket.h>

ssize_t recv(int fd, void *buf, size_t len, int flags)
{
	return recvfrom(fd, buf, len, flags, NULL, NULL);
}
