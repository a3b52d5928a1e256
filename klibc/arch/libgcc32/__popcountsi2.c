/* SPDX-License-Identifier: MIT */
/* __popcountsi2: the number of set bits of a word. */
int __popcountsi2(unsigned int x)
{
	x = x - (x >> 1 & 0x55555555);
	x = (x & 0x33333333) + (x >> 2 & 0x33333333);
	x = (x + (x >> 4)) & 0x0f0f0f0f;
	x += x >> 8;
	x += x >> 16;
	return (int)(x & 0x3f);
}
