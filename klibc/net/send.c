/* SPDX-License-Identifier: MIT */
/* send: send data on a connected socket. */
#include <sys/socket.h>

ssize_t send(int fd, const void *buf, size_t len, int flags)
{
	return sendto(fd, buf, len, flags, NULL, 0);
}
