/* SPDX-License-Identifier: MIT */
/* newc_next: read and check the next header of a newc cpio archive. */
#include <errno.h>
#include <string.h>
#include <sys/stat.h>
#include "newc.h"

static int fail(struct newc_in *in, const char *why)
{
	in->err = why;
	return -1;
}

/* Exactly n bytes, or an error that says whether the archive ended early. */
static int get(struct newc_in *in, void *buf, size_t n)
{
	char *p = buf;
	ssize_t r;

	while (n) {
		r = in->read(in->ctx, p, n);
		if (r < 0) {
			if (errno == EINTR)
				continue;
			in->errnum = errno;
			return fail(in, "read error");
		}
		if (r == 0)
			return fail(in, "premature end of archive");
		p += r;
		n -= (size_t)r;
		in->offset += (unsigned long long)r;
	}
	return 0;
}

/* Skip what is left of the previous entry, summing data for 070702. */
static int skip(struct newc_in *in)
{
	unsigned char buf[512];
	size_t n, i;

	while (in->left) {
		n = in->left < sizeof(buf) ? in->left : sizeof(buf);
		if (get(in, buf, n))
			return -1;
		for (i = 0; i < n; i++)
			in->sum += buf[i];
		in->left -= (uint32_t)n;
	}
	if (in->crc && in->sum != in->check)
		return fail(in, "checksum error");
	in->crc = 0;
	if (in->pad && get(in, buf, in->pad))
		return -1;
	in->pad = 0;
	return 0;
}

static int hex8(const char *s, uint32_t *v)
{
	uint32_t n = 0;
	int i, c;

	for (i = 0; i < 8; i++) {
		c = (unsigned char)s[i];
		if (c >= '0' && c <= '9')
			c -= '0';
		else if ((c | 0x20) >= 'a' && (c | 0x20) <= 'f')
			c = (c | 0x20) - 'a' + 10;
		else
			return -1;
		n = n << 4 | (uint32_t)c;
	}
	*v = n;
	return 0;
}

static int known_type(uint32_t mode)
{
	switch (mode & S_IFMT) {
	case S_IFREG:
	case S_IFDIR:
	case S_IFLNK:
	case S_IFCHR:
	case S_IFBLK:
	case S_IFIFO:
	case S_IFSOCK: return 1;
	}
	return 0;
}

int newc_next(struct newc_in *in, struct newc_hdr *h)
{
	char hdr[NEWC_HDR_LEN];
	uint32_t *field[13] = {
		&h->ino,      &h->mode,	     &h->uid,	    &h->gid,
		&h->nlink,    &h->mtime,     &h->filesize,  &h->devmajor,
		&h->devminor, &h->rdevmajor, &h->rdevminor, &h->namesize,
		&h->check,
	};
	uint32_t pad;
	int i;

	in->err = NULL;
	in->errnum = 0;
	if (skip(in) || get(in, hdr, 4))
		return -1;
	/* Zeros between archives, 4 at a time, as the kernel allows. */
	while (!memcmp(hdr, "\0\0\0\0", 4))
		if (get(in, hdr, 4))
			return -1;
	if (get(in, hdr + 4, sizeof(hdr) - 4))
		return -1;
	if (!memcmp(hdr, "070707", 6))
		return fail(in, "old portable (odc) archive: only newc is supported");
	if (memcmp(hdr, "07070", 5) || (hdr[5] != '1' && hdr[5] != '2'))
		return fail(in, "not a newc cpio archive (bad magic)");
	h->crc = hdr[5] == '2';
	for (i = 0; i < 13; i++)
		if (hex8(hdr + 6 + 8 * i, field[i]))
			return fail(in,
				    "bad header: a field is not hexadecimal");
	if (h->namesize == 0 || h->namesize > NEWC_NAME_MAX)
		return fail(in, "bad header: name size out of range");
	if (get(in, in->name, h->namesize))
		return -1;
	if (in->name[h->namesize - 1] != '\0' ||
	    strlen(in->name) != h->namesize - 1)
		return fail(in, "bad header: name not terminated where its size says");
	/* Header and name are padded to a multiple of four together. */
	pad = (4 - (NEWC_HDR_LEN + h->namesize) % 4) % 4;
	if (pad && get(in, hdr, pad))
		return -1;
	if (!strcmp(in->name, NEWC_TRAILER))
		return 0;
	if (!known_type(h->mode))
		return fail(in, "bad header: unknown file type");
	in->left = h->filesize;
	in->pad = (4 - h->filesize % 4) % 4;
	in->sum = 0;
	in->check = h->check;
	in->crc = h->crc;
	in->link[0] = '\0';
	if ((h->mode & S_IFMT) == S_IFLNK) {
		if (h->filesize == 0 || h->filesize > NEWC_LINK_MAX)
			return fail(in, "bad header: symlink target size out of range");
		if (newc_data(in, in->link, h->filesize) !=
		    (ssize_t)h->filesize)
			return -1;
		in->link[h->filesize] = '\0';
		if (strlen(in->link) != h->filesize)
			return fail(in, "bad header: symlink target contains a NUL");
	}
	return 1;
}
