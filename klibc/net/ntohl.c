/* SPDX-License-Identifier: MIT */
/* ntohl: convert a 32-bit value from network to host byte order. */
#include <netinet/in.h>

/* The header's macro does the work inline; this is for taking the address. */
#undef ntohl

uint32_t ntohl(uint32_t x)
{
	return be32toh(x);
}
