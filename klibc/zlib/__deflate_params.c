/* SPDX-License-Identifier: MIT */
/*
 * __deflate_params: whether deflate takes a level and strategy, for
 * deflateInit2, deflateParams and gzsetparams; Z_DEFAULT_COMPRESSION
 * becomes level 6.
 */
#include "zint.h"

int __deflate_params(int *level, int strategy)
{
	if (*level == Z_DEFAULT_COMPRESSION)
		*level = 6;
	if (*level < 0 || *level > 9 || strategy < 0 || strategy > Z_FIXED)
		return Z_STREAM_ERROR;
	return Z_OK;
}
