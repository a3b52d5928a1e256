/* SPDX-License-Identifier: MIT */
/*
 * zhost: the host's zlib as a gzip filter, so that the tests can check our
 * gzip against zlib's own gzip streams both ways.
 *
 *   zhost c LEVEL <in >out    compress (zlib's gzip wrapper)
 *   zhost d <in >out          decompress, every member
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>

static unsigned char in[65536], out[65536];

static int put(size_t n)
{
	return fwrite(out, 1, n, stdout) == n ? 0 : -1;
}

int main(int argc, char **argv)
{
	z_stream z;
	size_t n;
	int r = Z_OK, flush;

	memset(&z, 0, sizeof(z));
	if (argc == 3 && !strcmp(argv[1], "c")) {
		if (deflateInit2(&z, atoi(argv[2]), Z_DEFLATED, 31, 8,
				 Z_DEFAULT_STRATEGY) != Z_OK)
			return 2;
		do {
			n = fread(in, 1, sizeof(in), stdin);
			flush = feof(stdin) ? Z_FINISH : Z_NO_FLUSH;
			z.next_in = in;
			z.avail_in = (uInt)n;
			do {
				z.next_out = out;
				z.avail_out = sizeof(out);
				r = deflate(&z, flush);
				if (put(sizeof(out) - z.avail_out))
					return 1;
			} while (!z.avail_out);
		} while (flush != Z_FINISH);
		return r == Z_STREAM_END ? 0 : 1;
	}
	if (argc != 2 || strcmp(argv[1], "d"))
		return 2;
	if (inflateInit2(&z, 47) != Z_OK)
		return 2;
	for (;;) {
		if (!z.avail_in) {
			n = fread(in, 1, sizeof(in), stdin);
			if (!n)
				return r == Z_STREAM_END ? 0 : 1;
			z.next_in = in;
			z.avail_in = (uInt)n;
		}
		if (r == Z_STREAM_END)
			inflateReset(&z);
		z.next_out = out;
		z.avail_out = sizeof(out);
		r = inflate(&z, Z_NO_FLUSH);
		if (r != Z_OK && r != Z_STREAM_END && r != Z_BUF_ERROR)
			return 1;
		if (put(sizeof(out) - z.avail_out))
			return 1;
	}
}
