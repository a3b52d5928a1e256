/* SPDX-License-Identifier: MIT */
/*
 * label.c: an LVM2 physical volume's label and metadata area.  The label
 * (in one of the first four sectors: "LABELONE", then "LVM2 001") is
 * followed by the PV header: its id, its size, and lists of data and
 * metadata areas.  A metadata area starts with a header (" LVM2 x[5A%r0N*>")
 * whose first location points at the newest metadata text, kept in a
 * ring after the header.  Every part carries LVM's CRC, checked here.
 * The fields are little-endian on every machine.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <zlib.h>
#include "byteorder.h"
#include "lvm.h"

#define SECTOR		512
#define LABEL_SECTORS	4
#define MDA_HEADER	512
#define META_MAX	(4 << 20)	/* far more than a big group writes */
#define LOCN_IGNORED	1

uint32_t lvm_crc(const void *buf, size_t len)
{
	/* zlib's CRC inverts before and after; LVM's does neither. */
	return (uint32_t)crc32(0xf597a6cfUL ^ 0xffffffffUL, buf, (uInt)len) ^
	       0xffffffffU;
}

static int read_at(int fd, void *buf, size_t len, uint64_t at)
{
	return pread(fd, buf, len, (off_t)at) == (ssize_t)len ? 0 : -1;
}

/* The newest text of the metadata area at `at' of `size' bytes: 1, 0 none. */
static int read_area(int fd, uint64_t at, uint64_t size, struct lvm_pv *pv,
		     const char **why)
{
	unsigned char h[MDA_HEADER];
	uint64_t off, len, first;
	char *text;

	if (read_at(fd, h, sizeof(h), at)) {
		*why = "cannot read its metadata area";
		return -1;
	}
	if (memcmp(h + 4, " LVM2 x[5A%r0N*>", 16) || get_le32(h + 20) != 1 ||
	    get_le64(h + 24) != at || lvm_crc(h + 4, sizeof(h) - 4) != get_le32(h)) {
		*why = "its metadata area's header is damaged";
		return -1;
	}
	/* The first location: offset, size, checksum, flags. */
	off = get_le64(h + 40);
	len = get_le64(h + 48);
	if (!off || !len || (get_le32(h + 60) & LOCN_IGNORED))
		return 0;
	if (size != get_le64(h + 32) || size <= MDA_HEADER || off < MDA_HEADER ||
	    off >= size || len > size - MDA_HEADER || len > META_MAX) {
		*why = "its metadata lies outside its area";
		return -1;
	}
	text = malloc((size_t)len + 1);
	if (!text) {
		*why = "no memory for its metadata";
		return -1;
	}
	/* The text may wrap round to just after the header. */
	first = len < size - off ? len : size - off;
	if (read_at(fd, text, (size_t)first, at + off) ||
	    (first < len &&
	     read_at(fd, text + first, (size_t)(len - first), at + MDA_HEADER))) {
		free(text);
		*why = "cannot read its metadata";
		return -1;
	}
	if (lvm_crc(text, (size_t)len) != get_le32(h + 56)) {
		free(text);
		*why = "its metadata's checksum is wrong";
		return -1;
	}
	text[len] = '\0';
	pv->meta = text;
	pv->meta_len = (size_t)len;
	return 1;
}

int lvm_pv_read(int fd, struct lvm_pv *pv, const char **why)
{
	unsigned char buf[LABEL_SECTORS * SECTOR], *l = NULL, *p, *end;
	const char *bad = NULL;
	uint32_t off;
	int s, i;

	memset(pv, 0, sizeof(*pv));
	if (read_at(fd, buf, sizeof(buf), 0))
		return 0;
	for (s = 0; s < LABEL_SECTORS && !l; s++)
		if (!memcmp(buf + s * SECTOR, "LABELONE", 8))
			l = buf + s * SECTOR;
	if (!l || memcmp(l + 24, "LVM2 001", 8))
		return 0;
	off = get_le32(l + 20);
	if (get_le64(l + 8) != (uint64_t)(l - buf) / SECTOR || off < 32 ||
	    off > SECTOR - 32 - 8 - 2 * 16 ||
	    lvm_crc(l + 20, SECTOR - 20) != get_le32(l + 16)) {
		*why = "its LVM label is damaged";
		return -1;
	}
	p = l + off;
	end = l + SECTOR;
	for (i = 0; i < LVM_ID_LEN; i++)
		pv->id[i] = (char)p[i];
	pv->size = get_le64(p + 32);
	p += 40;
	/* The data areas' list, then the metadata areas', each ending in 0. */
	while (p + 16 <= end && get_le64(p))
		p += 16;
	/* The first area whose text is good (LVM may keep two copies). */
	for (p += 16; p + 16 <= end && get_le64(p) && !pv->meta; p += 16)
		read_area(fd, get_le64(p), get_le64(p + 8), pv, &bad);
	if (!pv->meta && p + 16 > end)
		bad = "its LVM label's lists do not end";
	if (!pv->meta && bad) {
		*why = bad;
		return -1;
	}
	return 1;
}
