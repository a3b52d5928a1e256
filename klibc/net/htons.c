/* SPDX-License-Identifier: MIT */
/* htons: convert a 16-bit value from host to network byte order. */
#include <netinet/in.h>

/* The header's macro does the work inline; this is for taking the address. */
#undef htons

uint16_t htons(uint16_t x)
{
	return htobe16(x);
}
