/* SPDX-License-Identifier: MIT */
/*
 * partition.c: MBR and GPT parsing against tables made by sfdisk
 * (expectations written by partx), and against hand-made hostile ones.
 *
 *   partition [IMAGEDIR]
 */
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "../../klibc/tests/tap.h"
#include "fsprobe.h"
#include "devname.h"
#include "probe-data.h"
#include "put-le.h"

/* The library's CRC, checked against the standard's check value below. */
uint32_t fsp_crc32(uint32_t crc, const unsigned char *p, size_t n);

#define DISK	(1024 * 1024)
static unsigned char disk[DISK];
static struct partinfo parts[300];

/* One 16-byte MBR entry. */
static void mbr_entry(unsigned char *sec, int i, unsigned char type,
		      uint32_t start, uint32_t len)
{
	unsigned char *e = sec + 0x1be + 16 * i;

	memset(e, 0, 16);
	e[4] = type;
	put32(e + 8, start);
	put32(e + 12, len);
	sec[510] = 0x55;
	sec[511] = 0xaa;
}

static void test_mbr(void)
{
	unsigned char *ebr;
	int n, i, top;

	memset(disk, 0, DISK);
	put32(disk + 440, 0xdeadbeef);
	mbr_entry(disk, 0, 0x83, 63, 100);
	mbr_entry(disk, 1, 0x05, 200, 1000);
	mbr_entry(disk, 3, 0x0c, 1300, 50);
	/* logical 5 at 210 (+10 from its record); the link to 400 */
	ebr = disk + 200 * 512;
	mbr_entry(ebr, 0, 0x83, 10, 20);
	mbr_entry(ebr, 1, 0x05, 200, 100);
	/* logical 6 at 410; entries 3 and 4 outside the extended: garbage */
	ebr = disk + 400 * 512;
	mbr_entry(ebr, 0, 0x82, 10, 30);
	mbr_entry(ebr, 2, 0x83, 5000, 10);
	mbr_entry(ebr, 3, 0x83, 2, 2000);

	n = part_parse_buf(disk, DISK, 512, parts, 300);
	is_int(n, 5, "mbr: 3 primaries (one extended), 2 logical");
	ok(n == 5 && parts[0].num == 1 && parts[0].start == 63 &&
	   parts[0].sectors == 100, "  1: 63+100");
	ok(n == 5 && parts[1].num == 2 && parts[1].start == 200 &&
	   parts[1].sectors == 2, "  2: extended, 2 sectors as the kernel");
	ok(n == 5 && parts[2].num == 5 && parts[2].start == 210 &&
	   parts[2].sectors == 20, "  5: relative to its boot record");
	ok(n == 5 && parts[3].num == 6 && parts[3].start == 410 &&
	   parts[3].sectors == 30, "  6: the link is relative to the first");
	ok(n == 5 && parts[4].num == 4 && parts[4].start == 1300,
	   "  4: after the logicals, as the kernel adds them");
	is_str(parts[2].uuid, "deadbeef-05", "  PARTUUID of 5");
	is_str(parts[4].uuid, "deadbeef-04", "  PARTUUID of 4");
	is_str(parts[0].label, "", "  no PARTLABEL");

	/* with 4 KiB sectors everything is 8 times further */
	n = part_parse_buf(disk, DISK, 4096, parts, 300);
	ok(n >= 2 && parts[0].start == 63 * 8 && parts[0].sectors == 800 &&
	   parts[1].sectors == 8, "mbr, 4 KiB sectors: scaled");

	/* max 2: the count is still all of them */
	memset(parts, 0x5a, sizeof(parts));
	n = part_parse_buf(disk, DISK, 512, parts, 2);
	ok(n == 5 && parts[2].num == 0x5a5a5a5a, "mbr: max honoured");

	/* the chain's records past the buffer are not read */
	n = part_parse_buf(disk, 300 * 512, 512, parts, 300);
	is_int(n, 4, "mbr: second boot record past the buffer");
	is_int(part_parse_buf(disk, 511, 512, parts, 300), 0,
	       "mbr: sector 0 cut short");

	/* a record that links to itself, with a partition each time */
	ebr = disk + 400 * 512;
	mbr_entry(ebr, 1, 0x05, 200, 100);
	memset(ebr + 0x1be + 32, 0, 32);
	n = part_parse_buf(disk, DISK, 512, parts, 300);
	for (i = 0, top = 0; i < n && i < 300; i++)
		top = parts[i].num > top ? parts[i].num : top;
	ok(n == 3 + 251 && top == 255,
	   "mbr: self-linked chain stops at partition 255");

	/* ... and without one: stops after 100 empty records */
	memset(ebr + 0x1be, 0, 16);
	n = part_parse_buf(disk, DISK, 512, parts, 300);
	is_int(n, 4, "mbr: empty self-linked chain ends");

	/* a boot flag other than 0/0x80: a FAT boot sector, no table */
	disk[0x1be] = 0x12;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "mbr: bad boot flag, no table");
	disk[0x1be] = 0x80;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 4,
	       "mbr: boot flag 0x80 fine");
	disk[511] = 0;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "mbr: no 55AA, no table");
	disk[511] = 0xaa;

	/* an 0xEE entry without a valid GPT: nothing, as the kernel */
	mbr_entry(disk, 2, 0xee, 1, 100);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "mbr: protective entry, no GPT: no partitions");

	is_int(part_parse_buf(disk, DISK, 1000, parts, 300), 0,
	       "sector size 1000 refused");
	is_int(part_parse_buf(disk, DISK, 8192, parts, 300), 0,
	       "sector size 8192 refused");
}

struct gpt_opts {
	unsigned int sector;
	uint32_t nentries;
	uint32_t entsize;
	uint32_t hdrsize;
	uint64_t entries_lba;
};

/*
 * A GPT with a protective MBR: entries 0 (partition 1), 2 (partition 3,
 * with a non-ASCII name) and 299 when there are that many.
 */
static void make_gpt(const struct gpt_opts *o)
{
	unsigned int ss = o->sector;
	unsigned char *h = disk + ss;
	unsigned char *a = disk + o->entries_lba * ss;
	size_t asz = (size_t)o->nentries * 128;
	static const unsigned char guid[16] = {
		0x33, 0x22, 0x11, 0x00, 0x55, 0x44, 0x77, 0x66,
		0x88, 0x99, 0xaa, 0xbb, 0xcc, 0xdd, 0xee, 0xff,
	};
	static const char name[] = "boot";
	size_t i;

	memset(disk, 0, DISK);
	mbr_entry(disk, 0, 0xee, 1, 0xffffffff);
	memcpy(h, "EFI PART", 8);
	put32(h + 8, 0x10000);
	put32(h + 12, o->hdrsize);
	put64(h + 24, 1);
	put64(h + 32, 1000000);
	put64(h + 40, 34);
	put64(h + 48, 999966);
	put64(h + 72, o->entries_lba);
	put32(h + 80, o->nentries);
	put32(h + 84, o->entsize);
	if (asz && o->entries_lba * ss + asz <= DISK) {
		for (i = 0; i < o->nentries; i++) {
			unsigned char *e = a + i * 128;

			if (i != 0 && i != 2 && i < 299)
				continue;
			e[0] = 0xaf;		/* any type that is not zero */
			memcpy(e + 16, guid, 16);
			e[31] ^= (unsigned char)i;
			put64(e + 32, 100 + i * 10);
			put64(e + 40, 100 + i * 10 + 9);
		}
		for (i = 0; i < 4; i++)
			put16(a + 56 + 2 * i, (uint16_t)name[i]);
		/* "é☃😀" for partition 3 */
		put16(a + 256 + 56, 0xe9);
		put16(a + 256 + 58, 0x2603);
		put16(a + 256 + 60, 0xd83d);
		put16(a + 256 + 62, 0xde00);
		put32(h + 88, fsp_crc32(0, a, asz));
	}
	if (o->hdrsize <= ss)
		put32(h + 16, fsp_crc32(0, h, o->hdrsize));
}

static void test_gpt(void)
{
	struct gpt_opts o = { 512, 128, 128, 92, 2 };
	int n;

	is_int(fsp_crc32(0, (const unsigned char *)"123456789", 9),
	       0xcbf43926, "crc32 check value");

	make_gpt(&o);
	n = part_parse_buf(disk, DISK, 512, parts, 300);
	is_int(n, 2, "gpt: two entries in use");
	ok(parts[0].num == 1 && parts[0].start == 100 &&
	   parts[0].sectors == 10, "  1: entry 0, 100+10");
	ok(parts[1].num == 3 && parts[1].start == 120,
	   "  3: entry 2, numbered by index");
	is_str(parts[0].uuid, "00112233-4455-6677-8899-aabbccddeeff",
	       "  PARTUUID: mixed-endian GUID");
	is_str(parts[0].label, "boot", "  PARTLABEL");
	is_str(parts[1].label, "\xc3\xa9\xe2\x98\x83\xf0\x9f\x98\x80",
	       "  PARTLABEL: UTF-16LE to UTF-8");

	/* any damage to the header or array: no table at all */
	disk[512 + 40] ^= 1;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: header CRC wrong");
	make_gpt(&o);
	disk[1024 + 100] ^= 1;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: entry array CRC wrong");
	make_gpt(&o);
	disk[510] = 0;
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: no protective MBR");
	make_gpt(&o);
	is_int(part_parse_buf(disk, 1024 + 128 * 128 - 1, 512, parts, 300),
	       0, "gpt: entry array cut short");
	for (n = 0; n < 1024 + 128 * 128; n += 97)
		part_parse_buf(disk, (size_t)n, 512, parts, 300);
	ok(1, "gpt: every length up to the array's end");

	/* the entry in the wrong order: end before start */
	make_gpt(&o);
	put64(disk + 1024 + 40, 50);
	put32(disk + 512 + 88, fsp_crc32(0, disk + 1024, 128 * 128));
	put32(disk + 512 + 16, 0);
	put32(disk + 512 + 16, fsp_crc32(0, disk + 512, 92));
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 1,
	       "gpt: an entry ending before it starts is skipped");

	/* sizes nobody writes: refused before anything is allocated */
	o.nentries = 0xffffffff;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: 2^32-1 entries refused");
	o.nentries = 128;
	o.entsize = 256;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: entry size 256 refused, as the kernel does");
	o.entsize = 0;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: entry size 0 refused");
	o.entsize = 128;
	o.hdrsize = 513;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: header larger than a sector refused");
	o.hdrsize = 91;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: header smaller than 92 refused");
	o.hdrsize = 92;
	o.entries_lba = 0x8000000000000000ULL;
	make_gpt(&o);
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt: entries at LBA 2^63 refused");
	o.entries_lba = 2;

	/* 300 entries: partitions beyond 255 are not made */
	o.nentries = 300;
	make_gpt(&o);
	n = part_parse_buf(disk, DISK, 512, parts, 300);
	is_int(n, 2, "gpt: entry 299 is past partition 255");

	/* 4 KiB sectors: the header at 4 KiB, the entries at 8 KiB */
	o.sector = 4096;
	o.nentries = 128;
	make_gpt(&o);
	n = part_parse_buf(disk, DISK, 4096, parts, 300);
	ok(n == 2 && parts[0].start == 800 && parts[0].sectors == 80,
	   "gpt, 4 KiB sectors: in 512-byte units");
	is_int(part_parse_buf(disk, DISK, 512, parts, 300), 0,
	       "gpt, 4 KiB sectors read as 512: nothing");
}

/*
 * root=gpt-auto's choice among a disk's entries, and the architecture's
 * root type (the Discoverable Partitions Specification's, as util-linux's
 * sfdisk --list-types names them).
 */
static void test_gpt_auto(void)
{
	static const char x64[] = "4f68bce3-e8cd-4db1-96e7-fbcaf984b709";
	struct partinfo p[4];
	const char *arch = "unset", *type = gpt_root_type(&arch);

	memset(p, 0, sizeof(p));
	p[0].num = 1;
	strcpy(p[0].type, "c12a7328-f81f-11d2-ba4b-00a0c93ec93b");
	p[1].num = 4;
	strcpy(p[1].type, x64);
	p[2].num = 3;
	strcpy(p[2].type, "4F68BCE3-E8CD-4DB1-96E7-FBCAF984B709");
	p[3].num = 2;
	strcpy(p[3].type, x64);
	p[3].attrs = GPT_FLAG_NO_AUTO;
	is_int(gpt_auto_pick(p, 4, x64), 2,
	       "gpt-auto: the lowest-numbered root entry without no-auto "
	       "(type compared in any case)");
	p[2].attrs = GPT_FLAG_READ_ONLY;
	is_int(gpt_auto_pick(p, 4, x64), 2, "gpt-auto: read-only is still the root");
	p[2].attrs = GPT_FLAG_NO_AUTO | GPT_FLAG_READ_ONLY;
	is_int(gpt_auto_pick(p, 4, x64), 1, "gpt-auto: no-auto passes it over");
	p[1].attrs = GPT_FLAG_NO_AUTO;
	is_int(gpt_auto_pick(p, 4, x64), -1, "gpt-auto: every one no-auto: none");
	is_int(gpt_auto_pick(p, 0, x64), -1, "gpt-auto: no entries: none");
	is_int(gpt_auto_pick(p, 4, NULL), -1, "gpt-auto: no type: none");
#if defined(__x86_64__)
	is_str(type, x64, "root type of x86-64");
#elif defined(__i386__)
	is_str(type, "44479540-f297-41b2-9af7-d131d5f0458a", "root type of x86");
#elif defined(__aarch64__)
	is_str(type, "b921b045-1df0-41c3-af44-4c6f280d3fae", "root type of 64-bit ARM");
#elif defined(__arm__)
	is_str(type, "69dad710-2ce4-4e3c-b16c-21a1d49abed3", "root type of 32-bit ARM");
#elif defined(__mips__) && defined(__MIPSEL__) && defined(__mips64)
	is_str(type, "700bda43-7a34-4507-b179-eeb93d7a7ca3", "root type of mips64el");
#elif defined(__mips__) && defined(__MIPSEL__)
	is_str(type, "37c58c8a-d913-4156-a25f-48b1b64e07f0", "root type of mipsel");
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
	is_str(type, "c31c45e6-3f39-412e-80fb-4809c4980599", "root type of ppc64el");
#elif defined(__riscv)
	is_str(type, "72ec70a6-cf74-40e6-bd49-4bda08e8f224", "root type of riscv64");
#elif defined(__s390x__)
	is_str(type, "5eead9a9-fe09-4a1e-a1d7-520d00531306", "root type of s390x");
#else
	ok(!type && !arch, "no root type here (big-endian MIPS, SPARC)");
#endif
	ok(!type == !arch, "the type comes with the architecture's name (%s)",
	   arch ? arch : "none");
}

/* Write the variable's file as efivarfs shows it: attributes, UTF-16LE. */
static void efivar(const char *dir, const char *text, int len)
{
	char path[256];
	unsigned char b[200] = { 6, 0, 0, 0 };
	int i, fd;

	snprintf(path, sizeof(path), "%s/LoaderDevicePartUUID-"
		 "4a67b082-0a4c-41cf-b6c7-440b29bb8c4f", dir);
	for (i = 0; text[i] && 4 + 2 * i + 1 < (int)sizeof(b); i++)
		b[4 + 2 * i] = (unsigned char)text[i];
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	if (fd < 0 || write(fd, b, (size_t)len) != len)
		diag("cannot write %s", path);
	if (fd >= 0)
		close(fd);
}

/* LoaderDevicePartUUID as systemd-boot leaves it (read from a folder). */
static void test_efi_loader(void)
{
	static const char id[] = "E7DDFAFE-5BD0-2C4F-96BF-D3F17CDA93E6";
	char dir[] = "/tmp/kinit-efivars-XXXXXX", out[37] = "x", path[128];

	if (!mkdtemp(dir)) {
		ok(0, "a temporary folder for the EFI variable");
		return;
	}
	ok(!efi_loader_partuuid(dir, out) && !out[0], "efi: no variable, no loader partition");
	efivar(dir, id, 4 + 2 * 37);
	ok(efi_loader_partuuid(dir, out) &&
	   !strcmp(out, "e7ddfafe-5bd0-2c4f-96bf-d3f17cda93e6"),
	   "efi: LoaderDevicePartUUID read, in lower case (%s)", out);
	efivar(dir, id, 4 + 2 * 36);
	ok(efi_loader_partuuid(dir, out), "efi: without its NUL too");
	efivar(dir, id, 4 + 2 * 30);
	ok(!efi_loader_partuuid(dir, out) && !out[0], "efi: cut short: none");
	efivar(dir, "E7DDFAFE-5BD0-2C4F-96BF-D3F17CDA93EX", 4 + 2 * 37);
	ok(!efi_loader_partuuid(dir, out), "efi: not a UUID: none");
	efivar(dir, "E7DDFAFE5-BD0-2C4F-96BF-D3F17CDA93E6", 4 + 2 * 37);
	ok(!efi_loader_partuuid(dir, out), "efi: a dash out of place: none");
	efivar(dir, "E7DDFAFE05BD002C4F096BF0D3F17CDA93E6", 4 + 2 * 37);
	ok(!efi_loader_partuuid(dir, out), "efi: no dashes: none");
	snprintf(path, sizeof(path), "%s/LoaderDevicePartUUID-"
		 "4a67b082-0a4c-41cf-b6c7-440b29bb8c4f", dir);
	ok(!unlink(path) && !rmdir(dir), "efi: temporary folder removed");
}

static void check_image(const char *dir, const char *name)
{
	char path[512], *exp, *l, v[256];
	unsigned char *buf;
	int fd, n, i, want = 0, bad = 0;
	ssize_t len;

	snprintf(path, sizeof(path), "%s/%s.parts", dir, name);
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
	n = part_scan_fd(fd, parts, 300);
	close(fd);
	for (l = exp; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : "")
		want += pair_get(l, "NR", v, sizeof(v));
	is_int(n, want, name);

	for (l = exp, i = 0; *l && i < n;
	     l = strchr(l, '\n') ? strchr(l, '\n') + 1 : "", i++) {
		char type[64], what[80];
		unsigned long long sectors;

		pair_get(l, "NR", v, sizeof(v));
		snprintf(what, sizeof(what), "  partition %s", v);
		is_int(parts[i].num, atoi(v), what);
		pair_get(l, "START", v, sizeof(v));
		if (parts[i].start != strtoull(v, NULL, 10))
			bad++;
		pair_get(l, "SECTORS", v, sizeof(v));
		sectors = strtoull(v, NULL, 10);
		/* an extended partition shows as 2 sectors in the kernel */
		pair_get(l, "TYPE", type, sizeof(type));
		if (!strcmp(type, "0x5") || !strcmp(type, "0xf") ||
		    !strcmp(type, "0x85"))
			sectors = sectors < 2 ? sectors : 2;
		if (parts[i].sectors != sectors)
			bad++;
		ok(!bad, "    start and length as partx");
		pair_get(l, "UUID", v, sizeof(v));
		is_str(parts[i].uuid, v, "    PARTUUID as partx");
		pair_get(l, "NAME", v, sizeof(v));
		is_str(parts[i].label, v, "    PARTLABEL as partx");
		/* GPT's type GUID and attribute bits (partx: MBR's type byte) */
		if (strchr(type, '-')) {
			is_str(parts[i].type, type, "    type GUID as partx");
			pair_get(l, "FLAGS", v, sizeof(v));
			ok(parts[i].attrs == strtoull(v, NULL, 16),
			   "    attribute bits as partx (%s)", v);
		}
	}

	/*
	 * From the first 16 MiB alone: the same, except that the backup
	 * GPT at the disk's end is out of reach.
	 */
	buf = malloc(16 << 20);
	len = buf ? read_prefix(path, buf, 16 << 20) : -1;
	if (len >= 0) {
		struct partinfo *p2 = calloc(300, sizeof(*p2));
		int n2 = p2 ? part_parse_buf(buf, (size_t)len, 512, p2, 300) : -1;

		if (strstr(name, "backup"))
			is_int(n2, 0, "  buffer alone: no backup GPT");
		else
			ok(n2 == n && !memcmp(p2, parts, n * sizeof(*p2)),
			   "  same from the first 16 MiB");
		free(p2);
	}
	free(buf);
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
	for (l = list; *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : "") {
		char name[128], why[256];

		if (!strncmp(l, "part ", 5)) {
			unescape(name, sizeof(name), l + 5, ' ');
			check_image(dir, name);
		} else if (!strncmp(l, "fs ", 3)) {
			struct partinfo p[4];
			unsigned char b[65536];
			ssize_t n;

			/* a filesystem is no partition table */
			unescape(name, sizeof(name), l + 3, ' ');
			snprintf(path, sizeof(path), "%s/%s.img", dir, name);
			n = read_prefix(path, b, sizeof(b));
			ok(n > 0 && part_parse_buf(b, (size_t)n, 512, p, 4) == 0,
			   "%s: no partition table", name);
		} else if (!strncmp(l, "skip ", 5)) {
			unescape(name, sizeof(name), l + 5, ' ');
			unescape(why, sizeof(why), l + 6 + strlen(name), '\n');
			if (!strcmp(name, "mbr") || !strncmp(name, "gpt", 3))
				ok(1, "%s # skip %s", name, why);
		}
	}
	free(list);
}

int main(int argc, char *argv[])
{
	test_mbr();
	test_gpt();
	test_gpt_auto();
	test_efi_loader();
	if (argc > 1)
		images(argv[1]);
	else
		ok(1, "sample images # skip no image directory given");
	return done();
}
