/* SPDX-License-Identifier: MIT */
/* __bswapsi2: the bytes of a 32-bit word in reverse order. */
unsigned int __bswapsi2(unsigned int x)
{
	return x >> 24 | (x >> 8 & 0xff00) | (x << 8 & 0xff0000) | x << 24;
}
