/* SPDX-License-Identifier: MIT */
/* inet_ntoa: convert an IPv4 address to dotted decimal in a static buffer. */
#include <arpa/inet.h>

char *inet_ntoa(struct in_addr in)
{
	static char buf[INET_ADDRSTRLEN];

	/* The longest address, with its NUL, fills the buffer exactly. */
	inet_ntop(AF_INET, &in, buf, sizeof(buf));
	return buf;
}
