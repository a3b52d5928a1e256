/* SPDX-License-Identifier: MIT */
/* zError: a short text for each of the return codes of deflate and inflate. */
#include <zlib.h>

const char *zError(int err)
{
	switch (err) {
	case Z_OK:
		return "";
	case Z_STREAM_END:
		return "stream end";
	case Z_NEED_DICT:
		return "need dictionary";
	case Z_ERRNO:
		return "file error";
	case Z_STREAM_ERROR:
		return "stream error";
	case Z_DATA_ERROR:
		return "data error";
	case Z_MEM_ERROR:
		return "insufficient memory";
	case Z_BUF_ERROR:
		return "buffer error";
	case Z_VERSION_ERROR:
		return "incompatible version";
	}
	return "unknown error";
}
