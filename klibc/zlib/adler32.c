/* SPDX-License-Identifier: MIT */
/* adler32: the Adler-32 checksum of RFC 1950 8.2, updated over a buffer. */
#include "zint.h"

#define ADLER_MOD	65521U
/*
 * The most bytes that can be summed before b overflows 32 bits:
 * 255 n (n + 1) / 2 + (n + 1) (ADLER_MOD - 1) <= 2^32 - 1.
 */
#define ADLER_NMAX	5552

uLong adler32(uLong adler, const Bytef *buf, uInt len)
{
	uint32_t a = adler & 0xffff, b = (adler >> 16) & 0xffff;
	unsigned n;

	if (!buf)
		return 1;
	while (len) {
		n = len < ADLER_NMAX ? len : ADLER_NMAX;
		len -= n;
		while (n >= 8) {
			a += buf[0]; b += a;
			a += buf[1]; b += a;
			a += buf[2]; b += a;
			a += buf[3]; b += a;
			a += buf[4]; b += a;
			a += buf[5]; b += a;
			a += buf[6]; b += a;
			a += buf[7]; b += a;
			buf += 8;
			n -= 8;
		}
		while (n--) {
			a += *buf++;
			b += a;
		}
		a %= ADLER_MOD;
		b %= ADLER_MOD;
	}
	return (b << 16) | a;
}
