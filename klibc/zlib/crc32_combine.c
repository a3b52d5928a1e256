/* SPDX-License-Identifier: MIT */
/*
 * crc32_combine: the CRC-32 of A then B from those of A and B.  Appending
 * n bytes multiplies A's CRC register by x^(8n) modulo the polynomial,
 * and B's CRC is what B adds on top (the pre- and post-inversions cancel
 * out, as each CRC carries its own): crc = crc1 * x^(8n) mod P xor crc2.
 */
#include <stdint.h>
#include <zlib.h>

/* x^32 + x^26 + ... + 1, bit-reversed: bit 31 stands for x^0 */
#define CRC_POLY	0xedb88320U
#define X0		0x80000000U

/* a * b modulo P, both bit-reversed */
static uint32_t mulmod(uint32_t a, uint32_t b)
{
	uint32_t m, p = 0;

	for (m = X0; m; m >>= 1) {
		if (a & m)
			p ^= b;
		/* b times x */
		b = b & 1 ? (b >> 1) ^ CRC_POLY : b >> 1;
	}
	return p;
}

uLong crc32_combine(uLong crc1, uLong crc2, z_off_t len2)
{
	uint32_t r = X0, sq = X0 >> 8;	/* x^0, x^8 */
	unsigned long long n = len2 > 0 ? (unsigned long long)len2 : 0;

	/* x^(8n) by squaring: sq runs through x^(8 * 2^k) */
	for (; n; n >>= 1) {
		if (n & 1)
			r = mulmod(r, sq);
		sq = mulmod(sq, sq);
	}
	return mulmod(r, (uint32_t)crc1) ^ (uint32_t)crc2;
}
