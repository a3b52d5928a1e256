/* SPDX-License-Identifier: MIT */
/*
 * __if_socket: any socket will do for the interface ioctls, which the
 * kernel answers from the socket's network namespace whatever its family.
 * AF_UNIX is tried second for kernels built without IPv4.
 */
#include <sys/socket.h>
#include "net.h"

int __if_socket(void)
{
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		fd = socket(AF_UNIX, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	return fd;
}
