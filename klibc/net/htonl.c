/* SPDX-License-Identifier: MIT */
/* htonl: convert a 32-bit value from host to network byte order. */
#include <netinet/in.h>

/* The header's macro does the work inline; this is for taking the address. */
#undef htonl

uint32_t htonl(uint32_t x)
{
	return htobe32(x);
}
