/* SPDX-License-Identifier: MIT */
/* inet_addr: convert an IPv4 address to binary; INADDR_NONE if invalid. */
#include <arpa/inet.h>

in_addr_t inet_addr(const char *s)
{
	struct in_addr a;

	return inet_aton(s, &a) ? a.s_addr : (in_addr_t)INADDR_NONE;
}
