/* SPDX-License-Identifier: MIT */
/* accept: take the next connection waiting on a listening socket. */
#include <sys/socket.h>

int accept(int fd, struct sockaddr *addr, socklen_t *len)
{
	return accept4(fd, addr, len, 0);
}
