/* SPDX-License-Identifier: MIT */
/*
 * zlibCompileFlags: how the library was built, in zlib's encoding.  Bits
 * 0-7: the sizes of uInt, uLong, voidpf and z_off_t, two bits each (0: 16
 * bits, 1: 32, 2: 64, 3: other).  Bit 13: the CRC-32 tables are computed
 * on first use (DYNAMIC_CRC_TABLE).  Everything else is 0: no debug code,
 * no assembler, gz* can compress and the gzip format is there, gzprintf
 * formats with vsnprintf and returns its length.
 */
#include <zlib.h>

static unsigned size_code(unsigned bytes)
{
	return bytes == 2 ? 0 : bytes == 4 ? 1 : bytes == 8 ? 2 : 3;
}

uLong zlibCompileFlags(void)
{
	return size_code(sizeof(uInt)) | size_code(sizeof(uLong)) << 2 |
	       size_code(sizeof(voidpf)) << 4 |
	       size_code(sizeof(z_off_t)) << 6 | 1UL << 13;
}
