/* SPDX-License-Identifier: MIT */
/* bindresvport: bind a socket to a free privileged port (512 to 1023). */
#include <errno.h>
#include <string.h>
#include <netinet/in.h>

#define RESV_LOW	512
#define RESV_HIGH	1023
#define RESV_COUNT	(RESV_HIGH - RESV_LOW + 1)

int bindresvport(int fd, struct sockaddr_in *sin)
{
	/* Start where the last call stopped, so callers spread their ports. */
	static unsigned int next;
	struct sockaddr_in any;
	int i, err = EADDRINUSE;

	if (!sin) {
		memset(&any, 0, sizeof(any));
		any.sin_family = AF_INET;
		sin = &any;
	} else if (sin->sin_family != AF_INET) {
		errno = EAFNOSUPPORT;
		return -1;
	}
	for (i = 0; i < RESV_COUNT; i++) {
		sin->sin_port = htons(RESV_LOW + next);
		next = (next + 1) % RESV_COUNT;
		if (!bind(fd, (struct sockaddr *)sin, sizeof(*sin)))
			return 0;
		err = errno;
		/* Only a taken port is worth trying the next one for. */
		if (err != EADDRINUSE)
			break;
	}
	errno = err;
	return -1;
}
