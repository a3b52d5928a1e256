/* SPDX-License-Identifier: MIT */
/* get_crc_table: crc32's byte-wise table, made first if need be. */
#include "../zlib/zint.h"

const z_crc_t *get_crc_table(void)
{
	crc32(0, (const Bytef *)"", 0);
	return __z_crc[0];
}
