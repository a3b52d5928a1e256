/* SPDX-License-Identifier: MIT */
/* gzip's compression: a gzip member around the library's raw deflate. */
#include <string.h>
#include <zlib.h>
#include "gzip.h"

/* name: stored in the header (NULL: none); hdr: header + trailer bytes */
int gz_compress(struct input *in, struct output *out, const char *name,
		       uint32_t mtime, uint64_t *hdr)
{
	unsigned char h[10];
	uint32_t crc = 0;
	z_stream z;
	int ret, r, flush, i;

	h[0] = 0x1f;
	h[1] = 0x8b;
	h[2] = Z_DEFLATED;
	h[3] = name ? FNAME : 0;
	for (i = 0; i < 4; i++)
		h[4 + i] = (unsigned char)(mtime >> (8 * i));
	h[8] = level == 9 ? 2 : level == 1 ? 4 : 0;
	h[9] = OS_UNIX;
	if (put(out, h, 10) || (name && put(out, name, strlen(name) + 1)))
		return -1;
	*hdr = 10 + (name ? strlen(name) + 1 : 0) + 8;

	memset(&z, 0, sizeof(z));
	if (deflateInit2(&z, level, Z_DEFLATED, -MAX_WBITS, 8,
			 Z_DEFAULT_STRATEGY) != Z_OK) {
		error(in->name, "out of memory");
		return -1;
	}
	z.next_out = outbuf;
	z.avail_out = OUT_SIZE;
	do {
		r = fill(in);
		if (r < 0)
			goto fail;
		if (r) {
			z.next_in = inbuf + in->pos;
			z.avail_in = (uInt)(in->len - in->pos);
			crc = crc32(crc, z.next_in, z.avail_in);
			in->pos = in->len;
		}
		flush = r ? Z_NO_FLUSH : Z_FINISH;
		for (;;) {
			ret = deflate(&z, flush);
			if (ret != Z_OK && ret != Z_STREAM_END) {
				error(in->name, "compression failed");
				goto fail;
			}
			if (!z.avail_out || ret == Z_STREAM_END) {
				if (put(out, outbuf, OUT_SIZE - z.avail_out))
					goto fail;
				z.next_out = outbuf;
				z.avail_out = OUT_SIZE;
			}
			if (ret == Z_STREAM_END)
				break;
			if (!z.avail_in && z.avail_out && flush == Z_NO_FLUSH)
				break;
		}
	} while (flush == Z_NO_FLUSH);
	deflateEnd(&z);

	for (i = 0; i < 4; i++) {
		h[i] = (unsigned char)(crc >> (8 * i));
		h[4 + i] = (unsigned char)(in->count >> (8 * i));
	}
	return put(out, h, 8);

fail:
	deflateEnd(&z);
	return -1;
}
