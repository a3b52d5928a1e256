/* SPDX-License-Identifier: MIT */
/*
 * initrd.c: initrd_copy() on a real ext2 image (from the probe tests'
 * images, argument 1): raw and gzip-compressed copies come out whole;
 * truncated or corrupt gzip data, other compressions, garbage and an
 * image larger than the RAM disk are refused with a reason.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>
#include "kinit.h"
#include "initrd.h"
#include "../../klibc/tests/tap.h"

static char dir[] = "/tmp/kinit-initrd-XXXXXX";
static unsigned char *img, *gz, *back;
static size_t img_len, gz_len;

/* Write data to a file and return it open for reading at offset 0. */
static int input(const char *name, const unsigned char *d, size_t n)
{
	char path[64];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	if (fd < 0 || write(fd, d, n) != (ssize_t)n || lseek(fd, 0, SEEK_SET))
		return -1;
	unlink(path);
	return fd;
}

/* initrd_copy from data into a fresh file; that file's size in *outn. */
static int64_t copy(const unsigned char *d, size_t n, uint64_t limit,
		    const char **why, size_t *outn)
{
	int in = input("in", d, n), out = input("out", NULL, 0);
	int64_t r;

	*why = "";
	r = initrd_copy(in, out, limit, why);
	*outn = 0;
	if (r >= 0 && lseek(out, 0, SEEK_SET) == 0)
		*outn = (size_t)read(out, back, img_len + 1);
	close(in);
	close(out);
	return r;
}

int main(int argc, char **argv)
{
	z_stream z;
	const char *why;
	size_t outn;
	int fd;
	ssize_t r;

	{
		struct cmdline c;

		memset(&c, 0, sizeof(c));
		cmdline_parse(&c, "root=/dev/ram0 ramdisk_size=32768");
		initrd_params(&c);
		is_str(cmdline_get(&c, "brd.rd_size"), "32768",
		       "ramdisk_size= becomes brd.rd_size=");
		cmdline_free(&c);
		memset(&c, 0, sizeof(c));
		cmdline_parse(&c, "brd.rd_size=8192 ramdisk_size=32768");
		initrd_params(&c);
		is_str(cmdline_get(&c, "brd.rd_size"), "8192",
		       "... but an explicit brd.rd_size= wins");
		cmdline_free(&c);
		memset(&c, 0, sizeof(c));
		cmdline_parse(&c, "ramdisk_size=32k");
		initrd_params(&c);
		ok(!cmdline_get(&c, "brd.rd_size"), "... and 32k is refused");
		cmdline_free(&c);
	}
	if (argc < 2 || !mkdtemp(dir)) {
		ok(1, "# skip no probe images folder, or no /tmp");
		return done();
	}
	{
		char path[512];

		snprintf(path, sizeof(path), "%s/ext2.img", argv[1]);
		fd = open(path, O_RDONLY);
	}
	img_len = 4 << 20;
	img = malloc(img_len);
	back = malloc(img_len + 1);
	gz = malloc(img_len + 65536);
	if (fd < 0 || !img || !back || !gz ||
	    (r = read(fd, img, img_len)) <= 0) {
		ok(1, "# skip ext2.img not readable");
		return done();
	}
	img_len = (size_t)r;
	close(fd);
	memset(&z, 0, sizeof(z));
	deflateInit2(&z, 6, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
	z.next_in = img;
	z.avail_in = (unsigned int)img_len;
	z.next_out = gz;
	z.avail_out = (unsigned int)(img_len + 65536);
	ok(deflate(&z, Z_FINISH) == Z_STREAM_END, "the test image deflates");
	gz_len = z.total_out;
	deflateEnd(&z);

	ok(copy(img, img_len, img_len, &why, &outn) == (int64_t)img_len &&
	   outn == img_len && !memcmp(back, img, img_len), "a raw image is copied whole");
	ok(copy(gz, gz_len, img_len, &why, &outn) == (int64_t)img_len &&
	   outn == img_len && !memcmp(back, img, img_len), "a gzip image is inflated whole");
	is_int((int)copy(gz, gz_len / 2, img_len, &why, &outn), -1, "truncated gzip data");
	ok(strstr(why, "truncated") != NULL, "... says so: %s", why);
	gz[gz_len / 3] ^= 0x55;
	gz[gz_len / 3 + 1] ^= 0xaa;
	is_int((int)copy(gz, gz_len, img_len, &why, &outn), -1, "corrupt gzip data");
	ok(strstr(why, "corrupt") != NULL || strstr(why, "truncated") != NULL,
	   "... says so: %s", why);
	is_int((int)copy(img, img_len, img_len - 1, &why, &outn), -1,
	       "one byte more than the RAM disk holds");
	ok(strstr(why, "larger") != NULL, "... says so: %s", why);
	memset(back, 0x5a, 8192);
	is_int((int)copy(back, 8192, img_len, &why, &outn), -1, "garbage");
	ok(strstr(why, "neither") != NULL, "... says so: %s", why);
	memcpy(back, "\xfd" "7zXZ\0", 6);
	is_int((int)copy(back, 8192, img_len, &why, &outn), -1, "xz data");
	ok(strstr(why, "xz") != NULL, "... named: %s", why);
	is_int((int)copy(back, 1, img_len, &why, &outn), -1, "a one-byte image");
	is_int((int)copy((const unsigned char *)"\x1f\x8b", 2, img_len, &why, &outn), -1,
	       "a gzip header and nothing else");
	rmdir(dir);
	return done();
}
