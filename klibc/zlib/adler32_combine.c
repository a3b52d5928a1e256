/* SPDX-License-Identifier: MIT */
/*
 * adler32_combine: the Adler-32 of A then B from those of A and B.  With
 * a = 1 + the sum of the bytes and b = the sum of the a's after each
 * byte, appending B of length n gives a = a1 + a2 - 1 and
 * b = b1 + b2 + n (a1 - 1), modulo 65521.
 */
#include <zlib.h>

#define ADLER_MOD	65521U

uLong adler32_combine(uLong adler1, uLong adler2, z_off_t len2)
{
	unsigned long a1 = adler1 & 0xffff, b1 = (adler1 >> 16) & 0xffff;
	unsigned long a2 = adler2 & 0xffff, b2 = (adler2 >> 16) & 0xffff;
	unsigned long n, a, b;

	if (len2 < 0)
		return 0xffffffffUL;	/* zlib's answer to nonsense */
	n = (unsigned long)(len2 % ADLER_MOD);
	a = (a1 + a2 + ADLER_MOD - 1) % ADLER_MOD;
	b = (b1 + b2 + n * a1 % ADLER_MOD + ADLER_MOD - n) % ADLER_MOD;
	return b << 16 | a;
}
