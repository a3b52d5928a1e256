/* SPDX-License-Identifier: MIT */
/*
 * fsprobe.c: the filesystem probes against images made by the real mkfs
 * tools (expectations written by blkid), and against hostile input.
 *
 *   fsprobe [IMAGEDIR [REGRESSDIR]]
 *
 * IMAGEDIR is kinit/mkfsimages-test's output; REGRESSDIR holds inputs
 * that once crashed a fuzz run, replayed here.
 */
#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../klibc/tests/tap.h"
#include "fsprobe.h"
#include "probe-data.h"
#include "put-le.h"

static unsigned char img[FSPROBE_READ];

static int expect_mountable(const char *type)
{
	return strcmp(type, "swap") && strcmp(type, "swsuspend") &&
		strcmp(type, "crypto_LUKS") && strcmp(type, "jbd");
}

/* Every prefix length where a probe's reads begin or end. */
static const size_t cuts[] = {
	0, 1, 3, 11, 36, 62, 90, 511, 512, 513, 1023, 1024, 1025, 1080, 1082,
	1148, 1160, 2047, 2048, 4085, 4095, 4096, 8185, 8192, 16376, 16384,
	32758, 32768, 32769, 34815, 34816, 36864, 65526, 65535, 65536, 65600,
	69631, 69632, 131071,
};

static void check_image(const char *dir, const char *name)
{
	char path[512], want[512], size[32];
	char *exp;
	struct fsinfo fi, fb, ft;
	ssize_t n;
	size_t i;
	int fd, r, bad;

	snprintf(path, sizeof(path), "%s/%s.expect", dir, name);
	exp = slurp(path, NULL);
	snprintf(path, sizeof(path), "%s/%s.img", dir, name);
	fd = open(path, O_RDONLY);
	if (!exp || fd < 0) {
		ok(0, "%s: image and expectations readable", name);
		free(exp);
		if (fd >= 0)
			close(fd);
		return;
	}

	/* through the file, as kinit and fstype read a device */
	r = fs_probe_fd(fd, &fi);
	close(fd);
	if (!kv_get(exp, "ID_FS_TYPE", want, sizeof(want)))
		strcpy(want, "");
	is_int(r, want[0] ? 1 : 0, name);
	is_str(fi.type, want, "  type as blkid");
	kv_get(exp, "ID_FS_UUID_ENC", want, sizeof(want));
	is_str(fi.uuid, want, "  UUID as blkid");
	kv_get(exp, "ID_FS_LABEL_ENC", want, sizeof(want));
	is_str(fi.label, want, "  LABEL as blkid");
	kv_get(exp, "FSPROBE_SIZE", size, sizeof(size));
	is_int(fi.size, strtoull(size, NULL, 10), "  size as the mkfs tool's");
	is_int(fi.mountable, r == 1 && expect_mountable(fi.type),
	       "  mountable");

	/*
	 * From the first 128 KiB alone: the same, except that a label in
	 * a FAT32 root directory further in cannot be seen.
	 */
	n = read_prefix(path, img, sizeof(img));
	r = fs_probe_buf(img, n > 0 ? (size_t)n : 0, &fb);
	ok(!strcmp(fb.type, fi.type) && !strcmp(fb.uuid, fi.uuid) &&
	   fb.size == fi.size && (!strcmp(fb.label, fi.label) ||
				  (!fb.label[0] && !strcmp(fb.type, "vfat"))),
	   "  same from the first 128 KiB");

	/* cut short anywhere: no crash, and no other filesystem seen */
	bad = 0;
	for (i = 0; i < sizeof(cuts) / sizeof(cuts[0]); i++) {
		if (n < 0 || cuts[i] > (size_t)n)
			break;
		r = fs_probe_buf(img, cuts[i], &ft);
		if (r && strcmp(ft.type, fi.type)) {
			diag("cut at %zu: %s", cuts[i], ft.type);
			bad++;
		}
		if (!r && ft.type[0])
			bad++;
	}
	ok(!bad, "  truncated: nothing else recognised");
	free(exp);
}

static void images(const char *dir)
{
	char path[512], *list, *l;

	snprintf(path, sizeof(path), "%s/list", dir);
	list = slurp(path, NULL);
	if (!list) {
		ok(1, "sample images # skip no %s (kinit/mkfsimages-test)",
		   path);
		return;
	}
	for (l = list; l && *l; l = strchr(l, '\n'), l = l ? l + 1 : NULL) {
		char name[128], why[256];

		if (!strncmp(l, "fs ", 3)) {
			unescape(name, sizeof(name), l + 3, ' ');
			check_image(dir, name);
		} else if (!strncmp(l, "part ", 5)) {
			struct fsinfo fi;
			int fd;

			/* a partitioned disk is no filesystem */
			unescape(name, sizeof(name), l + 5, ' ');
			snprintf(path, sizeof(path), "%s/%s.img", dir, name);
			fd = open(path, O_RDONLY);
			ok(fd >= 0 && fs_probe_fd(fd, &fi) == 0 && !fi.type[0],
			   "%s: partitioned disk, no filesystem", name);
			if (fd >= 0)
				close(fd);
		} else if (!strncmp(l, "skip ", 5)) {
			unescape(name, sizeof(name), l + 5, ' ');
			unescape(why, sizeof(why), l + 6 + strlen(name), '\n');
			ok(1, "%s # skip %s", name, why);
		}
	}
	free(list);
}

/* An ext2 superblock: its magic, a block count and a block size. */
static void ext_sb(unsigned char *b, uint32_t blocks, uint32_t logbs)
{
	unsigned char *sb = b + 1024;

	sb[0x38] = 0x53;
	sb[0x39] = 0xef;
	put32(sb + 4, blocks);
	put32(sb + 0x18, logbs);
}

/* A FAT32 boot sector whose root directory chain is given by fat[]. */
static void fat32_bs(unsigned char *b, uint32_t root)
{
	memset(b, 0, FSPROBE_READ);
	b[0] = 0xeb;
	b[1] = 0x58;
	b[2] = 0x90;
	put16(b + 11, 512);
	b[13] = 1;		/* one sector per cluster */
	put16(b + 14, 32);	/* reserved: the FAT starts at 16 KiB */
	b[16] = 1;
	b[21] = 0xf8;
	put32(b + 32, 70000);
	put32(b + 36, 8);	/* 8 FAT sectors: 1024 entries */
	put32(b + 44, root);
	put16(b + 48, 1);
	b[66] = 0x29;
	put32(b + 67, 0x12345678);
	memcpy(b + 82, "FAT32   ", 8);
	b[510] = 0x55;
	b[511] = 0xaa;
}

static void hostile(void)
{
	static unsigned char b[FSPROBE_READ];
	struct fsinfo fi;
	unsigned char *fat = b + 32 * 512;
	size_t i;
	int r;

	memset(b, 0, sizeof(b));
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "zeros: nothing");
	is_str(fi.type, "", "  type empty");
	is_int(fs_probe_buf(b, 0, &fi), 0, "empty buffer: nothing");

	/* an ext superblock with nothing but its magic */
	ext_sb(b, 0, 0);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && !strcmp(fi.type, "ext2") && fi.size == 0 &&
	   !fi.uuid[0] && !fi.label[0], "ext magic alone: ext2, size 0");
	ext_sb(b, 0xffffffff, 6);
	r = fs_probe_buf(b, sizeof(b), &fi);
	is_int(fi.size, 0xffffffffULL << 16, "ext: 2^32 64 KiB blocks");
	ext_sb(b, 10, 0xffffffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && fi.size == 0, "ext: absurd block size, size unknown");
	/* 64bit feature, the high count all ones: the size overflows */
	ext_sb(b, 0xffffffff, 6);
	put32(b + 1024 + 0x60, 0x80);
	put32(b + 1024 + 0x150, 0xffffffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && fi.size == 0 && !strcmp(fi.type, "ext4"),
	   "ext: a size past 2^64 is unknown, not wrapped");
	/* a label of 16 bytes without a NUL */
	memset(b + 1024 + 0x78, 'x', 16);
	fs_probe_buf(b, sizeof(b), &fi);
	is_int(strlen(fi.label), 16, "ext: unterminated label stops at 16");
	memset(b, 0, sizeof(b));

	/* XFS magic with no geometry */
	memcpy(b, "XFSB", 4);
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "xfs magic alone refused");
	memset(b, 0, sizeof(b));

	/* swap: the largest last page does not overflow */
	memcpy(b + 4086, "SWAPSPACE2", 10);
	put32(b + 1024, 1);
	put32(b + 1028, 0xffffffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && fi.size == 0x100000000ULL * 4096 && !fi.mountable,
	   "swap: last_page 2^32-1");
	put32(b + 1024, 2);
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "swap: version 2 refused");
	memset(b, 0, sizeof(b));
	memcpy(b + 65526, "SWAPSPACE2", 10);
	put32(b + 1024, 0x01000000);	/* big-endian 1 */
	b[1028 + 3] = 9;
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && fi.size == 10ULL * 65536,
	   "swap: 64 KiB pages, big-endian");
	is_int(fs_probe_buf(b, 65535, &fi), 0, "swap: signature cut off");
	memset(b, 0, sizeof(b));

	/* f2fs: a label of 512 units of U+FFFF fills, never overflows */
	put32(b + 1024, 0xf2f52010);
	put16(b + 1024 + 4, 1);
	put16(b + 1024 + 6, 15);
	for (i = 0; i < 512; i++)
		put16(b + 1024 + 124 + 2 * i, 0xffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && strlen(fi.label) == 255,
	   "f2fs: long label cut at 255 bytes");
	/* a surrogate pair, then a lone surrogate */
	put16(b + 1024 + 124, 0xd83d);
	put16(b + 1024 + 126, 0xde00);
	put16(b + 1024 + 128, 0xd800);
	put16(b + 1024 + 130, 'a');
	put16(b + 1024 + 132, 0);
	fs_probe_buf(b, sizeof(b), &fi);
	is_str(fi.label, "\xf0\x9f\x98\x80\xef\xbf\xbd" "a",
	       "f2fs: UTF-16 surrogates to UTF-8");
	memset(b, 0, sizeof(b));

	/* ISO 9660: descriptors that never end, to the buffer's end */
	for (i = 32768; i + 2048 <= sizeof(b); i += 2048) {
		b[i] = 0;
		memcpy(b + i + 1, "CD001", 5);
	}
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0,
	       "iso9660: no primary descriptor, bounded scan");
	b[32768] = 1;
	put32(b + 32768 + 80, 0xffffffff);
	put16(b + 32768 + 128, 0xffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && fi.size == 0xffffffffULL * 0xffff && !fi.uuid[0],
	   "iso9660: huge sizes, dates unset");
	memset(b, 0, sizeof(b));

	/* FAT32 with a root directory chain that loops on itself */
	fat32_bs(b, 2);
	put32(fat + 2 * 4, 3);
	put32(fat + 3 * 4, 2);
	for (i = 40 * 512; i < 42 * 512; i += 32)
		memcpy(b + i, "FILE    TXT\x20", 12);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && !strcmp(fi.type, "vfat") && !fi.label[0] &&
	   !strcmp(fi.uuid, "1234-5678"), "vfat: looping root chain ends");
	fat32_bs(b, 0x0fffffff);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && !fi.label[0], "vfat: root cluster out of range");
	/* the label in the root directory (cluster 2 = sector 40) */
	fat32_bs(b, 2);
	put32(fat + 2 * 4, 0x0fffffff);
	memcpy(b + 40 * 512, "MY LABEL   \x08", 12);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && !strcmp(fi.label, "MY LABEL"), "vfat: FAT32 root label");
	b[40 * 512] = 0x05;
	fs_probe_buf(b, sizeof(b), &fi);
	is_str(fi.label, "\xe5Y LABEL", "vfat: 0x05 stands for 0xe5");
	put16(b + 11, 0);
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "vfat: sector size 0");
	put16(b + 11, 512);
	b[13] = 3;
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "vfat: 3 sectors/cluster");
	b[13] = 1;
	put32(b + 32, 10);
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0,
	       "vfat: fewer sectors than the FATs take");
	/* a FAT16 root directory of 65535 entries, all in use */
	memset(b, 0, sizeof(b));
	b[0] = 0xeb;
	put16(b + 11, 512);
	b[13] = 4;
	put16(b + 14, 1);
	b[16] = 2;
	put16(b + 17, 0xffff);
	put16(b + 19, 0);
	put32(b + 32, 200000);
	b[21] = 0xf8;
	put16(b + 22, 200);
	memcpy(b + 0x36, "FAT16   ", 8);
	for (i = 401 * 512; i + 32 <= sizeof(b); i += 32)
		memcpy(b + i, "FILE    TXT\x20", 12);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && !fi.label[0] && !fi.uuid[0],
	   "vfat: full root directory, no label, no serial");
	memset(b, 0, sizeof(b));

	/* LUKS: a UUID field without a NUL */
	memcpy(b, "LUKS\xba\xbe\0\2", 8);
	memset(b + 168, 'u', 40);
	memset(b + 24, 'l', 48);
	r = fs_probe_buf(b, sizeof(b), &fi);
	ok(r == 1 && strlen(fi.uuid) == 39 && strlen(fi.label) == 48 &&
	   !fi.mountable, "luks2: unterminated fields bounded");
	b[7] = 3;
	is_int(fs_probe_buf(b, sizeof(b), &fi), 0, "luks: version 3 refused");
	memset(b, 0, sizeof(b));

	/* btrfs label without a NUL */
	memcpy(b + 65536 + 0x40, "_BHRfS_M", 8);
	memset(b + 65536 + 0x12b, 'b', 256);
	fs_probe_buf(b, sizeof(b), &fi);
	is_int(strlen(fi.label), 255, "btrfs: 256-byte label kept to 255");
	is_int(fs_probe_buf(b, 65536 + 4095, &fi), 0,
	       "btrfs: superblock cut short");
}

/* Inputs that once crashed the fuzz target must now just be probed. */
static void regress(const char *dir)
{
	static unsigned char b[FSPROBE_READ];
	struct partinfo parts[8];
	struct dirent *d;
	struct fsinfo fi;
	DIR *dp = opendir(dir);
	int count = 0, fd;

	if (!dp) {
		ok(1, "fuzz regressions # skip no %s", dir);
		return;
	}
	while ((d = readdir(dp))) {
		char path[512];
		ssize_t n;

		if (d->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, d->d_name);
		n = read_prefix(path, b, sizeof(b));
		if (n < 0)
			continue;
		fs_probe_buf(b, (size_t)n, &fi);
		part_parse_buf(b, (size_t)n, 512, parts, 8);
		part_parse_buf(b, (size_t)n, 4096, parts, 8);
		/* and read from a file, as the fuzz target also does */
		fd = open(path, O_RDONLY);
		if (fd >= 0) {
			fs_probe_fd(fd, &fi);
			part_scan_fd(fd, parts, 8);
			close(fd);
		}
		count++;
	}
	closedir(dp);
	ok(1, "fuzz regressions: %d inputs replayed", count);
}

int main(int argc, char *argv[])
{
	hostile();
	if (argc > 1)
		images(argv[1]);
	else
		ok(1, "sample images # skip no image directory given");
	regress(argc > 2 ? argv[2] : "kinit/fuzz/regress");
	return done();
}
