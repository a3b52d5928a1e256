/* SPDX-License-Identifier: MIT */
/* ntohs: convert a 16-bit value from network to host byte order. */
#include <netinet/in.h>

/* The header's macro does the work inline; this is for taking the address. */
#undef ntohs

uint16_t ntohs(uint16_t x)
{
	return be16toh(x);
}
