/* SPDX-License-Identifier: MIT */
/* util.c: bounded reads and text conversions shared by the probes. */
#include <errno.h>
#include <string.h>
#include <unistd.h>

#include "fsprobe_int.h"

ssize_t fsp_pread(int fd, void *dst, size_t n, uint64_t off)
{
	unsigned char *p = dst;
	size_t got = 0;

	while (got < n) {
		ssize_t r = pread(fd, p + got, n - got, (off_t)(off + got));

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0)
			return -1;
		if (!r)
			break;
		got += (size_t)r;
	}
	return (ssize_t)got;
}

const unsigned char *fsp_read(struct fsp_src *s, uint64_t off, size_t n)
{
	/* part_scan_fd has no buffer at all */
	if (s->buf && off <= s->len && n <= s->len - off)
		return s->buf + off;
	/* off + n must stay a valid file offset for pread */
	if (s->fd < 0 || n > FSP_SCRATCH || off > INT64_MAX - FSP_SCRATCH)
		return NULL;
	if (fsp_pread(s->fd, s->scratch, n, off) != (ssize_t)n)
		return NULL;
	return s->scratch;
}

static const char hex[] = "0123456789abcdef";

static void uuid_text(char out[37], const unsigned char *u, const int *order,
		      int blank_zero)
{
	int i, any = 0;
	char *o = out;

	for (i = 0; i < 16; i++) {
		unsigned char c = u[order[i]];

		any |= c;
		if (i == 4 || i == 6 || i == 8 || i == 10)
			*o++ = '-';
		*o++ = hex[c >> 4];
		*o++ = hex[c & 15];
	}
	*o = '\0';
	if (!any && blank_zero)
		out[0] = '\0';
}

void fsp_uuid(char out[37], const unsigned char *u)
{
	static const int order[16] = {
		0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15
	};

	uuid_text(out, u, order, 1);
}

void fsp_guid(char out[37], const unsigned char *g)
{
	/* time_low, time_mid and time_hi are stored little-endian */
	static const int order[16] = {
		3, 2, 1, 0, 5, 4, 7, 6, 8, 9, 10, 11, 12, 13, 14, 15
	};

	uuid_text(out, g, order, 0);
}

static int is_space(unsigned char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

static void rtrim(char *s)
{
	size_t n = strlen(s);

	while (n && is_space((unsigned char)s[n - 1]))
		s[--n] = '\0';
}

void fsp_label(char *dst, size_t dstsz, const unsigned char *src, size_t n)
{
	size_t i;

	if (!dstsz)
		return;
	for (i = 0; i < n && i + 1 < dstsz && src[i]; i++)
		dst[i] = (char)src[i];
	dst[i] = '\0';
	rtrim(dst);
}

void fsp_utf16(char *dst, size_t dstsz, const unsigned char *src, size_t n,
	       int big_endian, int trim)
{
	size_t i, o = 0;

	if (!dstsz)
		return;
	for (i = 0; i < n; i++) {
		uint32_t c = big_endian ? get_be16(src + 2 * i) :
			get_le16(src + 2 * i);
		unsigned char b[4];
		size_t k, len;

		if (!c)
			break;
		if (c >= 0xd800 && c < 0xdc00 && i + 1 < n) {
			uint32_t lo = big_endian ? get_be16(src + 2 * i + 2) :
				get_le16(src + 2 * i + 2);

			if (lo >= 0xdc00 && lo < 0xe000) {
				c = 0x10000 + ((c - 0xd800) << 10) +
					(lo - 0xdc00);
				i++;
			}
		}
		if (c >= 0xd800 && c < 0xe000)
			c = 0xfffd;
		if (c < 0x80) {
			b[0] = (unsigned char)c;
			len = 1;
		} else if (c < 0x800) {
			b[0] = (unsigned char)(0xc0 | c >> 6);
			b[1] = (unsigned char)(0x80 | (c & 0x3f));
			len = 2;
		} else if (c < 0x10000) {
			b[0] = (unsigned char)(0xe0 | c >> 12);
			b[1] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
			b[2] = (unsigned char)(0x80 | (c & 0x3f));
			len = 3;
		} else {
			b[0] = (unsigned char)(0xf0 | c >> 18);
			b[1] = (unsigned char)(0x80 | (c >> 12 & 0x3f));
			b[2] = (unsigned char)(0x80 | (c >> 6 & 0x3f));
			b[3] = (unsigned char)(0x80 | (c & 0x3f));
			len = 4;
		}
		if (o + len >= dstsz)
			break;
		for (k = 0; k < len; k++)
			dst[o++] = (char)b[k];
	}
	dst[o] = '\0';
	if (trim)
		rtrim(dst);
}

void fsp_set(struct fsinfo *fi, const char *type, int mountable)
{
	memset(fi, 0, sizeof(*fi));
	strncpy(fi->type, type, sizeof(fi->type) - 1);
	fi->mountable = mountable;
}

uint32_t fsp_crc32(uint32_t crc, const unsigned char *p, size_t n)
{
	/*
	 * Bit by bit: the probes checksum at most a GPT header and its
	 * entry array once per disk, so a table buys nothing worth 1 KiB.
	 */
	crc = ~crc;
	while (n--) {
		int k;

		crc ^= *p++;
		for (k = 0; k < 8; k++)
			crc = crc >> 1 ^ (0xedb88320 & -(crc & 1));
	}
	return ~crc;
}
