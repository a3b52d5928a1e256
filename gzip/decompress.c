/* SPDX-License-Identifier: MIT */
/*
 * gzip's decompression: the gzip header and trailer of each member, read
 * here, around the library's raw inflate.
 */
#include <string.h>
#include <zlib.h>
#include "utils.h"
#include "gzip.h"

/* n bytes of the header into b: 0, or get_byte()'s EOF or -2. */
static int get_bytes(struct input *in, unsigned char *b, unsigned n)
{
	unsigned i;
	int c;

	for (i = 0; i < n; i++) {
		c = get_byte(in);
		if (c < 0)
			return c;
		b[i] = (unsigned char)c;
	}
	return 0;
}

/*
 * Read a member's header after its two magic bytes.  0, or -1 after an
 * error (reported).
 */
int read_header(struct input *in, struct gzhead *h)
{
	unsigned char b[8];
	uint32_t hcrc;
	unsigned n, i, len;
	int c;

	if ((c = get_bytes(in, b, 8)))
		goto eof;
	h->method = b[0];
	h->flags = b[1];
	h->mtime = b[2] | (uint32_t)b[3] << 8 | (uint32_t)b[4] << 16 |
		   (uint32_t)b[5] << 24;
	h->size = 10;
	h->name[0] = 0;
	if (h->method != Z_DEFLATED) {
		warn_msg("%s: unknown method %d -- not supported", in->name,
			 h->method);
		exit_code = 1;
		return -1;
	}
	if (h->flags & FRESERVED) {
		warn_msg("%s: has flags 0x%x -- not supported", in->name,
			 h->flags);
		exit_code = 1;
		return -1;
	}
	hcrc = crc32(0, (const Bytef *)"\x1f\x8b", 2);
	hcrc = crc32(hcrc, b, 8);
	if (h->flags & FEXTRA) {
		if ((c = get_bytes(in, b, 2)))
			goto eof;
		hcrc = crc32(hcrc, b, 2);
		len = b[0] | (unsigned)b[1] << 8;
		h->size += 2 + len;
		while (len) {
			c = fill(in);
			if (c <= 0) {
				c = c < 0 ? -2 : EOF;
				goto eof;
			}
			n = (unsigned)(in->len - in->pos);
			if (n > len)
				n = len;
			hcrc = crc32(hcrc, inbuf + in->pos, n);
			in->pos += n;
			len -= n;
		}
	}
	for (i = 0; i < 2; i++) {
		/* FNAME and FCOMMENT: zero-terminated */
		if (!(h->flags & (i ? FCOMMENT : FNAME)))
			continue;
		n = 0;
		do {
			c = get_byte(in);
			if (c < 0)
				goto eof;
			b[0] = (unsigned char)c;
			hcrc = crc32(hcrc, b, 1);
			if (!i && n < sizeof(h->name) - 1)
				h->name[n++] = (char)c;
			h->size++;
		} while (c);
		if (!i)
			h->name[n] = 0;
	}
	if (h->flags & FHCRC) {
		if ((c = get_bytes(in, b, 2)))
			goto eof;
		h->size += 2;
		if ((b[0] | (unsigned)b[1] << 8) != (hcrc & 0xffff)) {
			error(in->name, "invalid compressed data--header crc error");
			return -1;
		}
	}
	return 0;
eof:
	if (c == EOF)
		error(in->name, "unexpected end of file");
	return -1;
}

/*
 * The two magic bytes of the first member: 0 if they are there, NOT_GZIP
 * if not (the bytes read are left in head[], their number in *n), -1 on
 * an error (reported).
 */
int read_magic(struct input *in, unsigned char *head, int *n)
{
	int c;

	*n = 0;
	while (*n < 2) {
		c = get_byte(in);
		if (c == -2)
			return -1;
		if (c == EOF)
			break;
		head[(*n)++] = (unsigned char)c;
		if (head[0] != 0x1f)
			break;
	}
	if (*n == 2 && head[1] == 0x8b)
		return 0;
	if (*n == 0 || (*n == 1 && head[0] == 0x1f)) {
		error(in->name, "unexpected end of file");
		return -1;
	}
	return NOT_GZIP;
}

/* After the last member: zeros are padding, anything else a warning. */
static int trailing(struct input *in, int c)
{
	int r;

	while (c == 0) {
		while (in->pos < in->len && !inbuf[in->pos])
			in->pos++;
		r = fill(in);
		if (r < 0)
			return -1;
		if (!r)
			return 0;
		c = inbuf[in->pos];
	}
	warning("%s: decompression OK, trailing garbage ignored", in->name);
	return 0;
}

/*
 * Inflate every member, the first one's header already read into h.
 * hdr adds up header and trailer bytes, for the ratio.
 */
int gz_decompress(struct input *in, struct output *out,
			 struct gzhead *h, uint64_t *hdr)
{
	unsigned char t[8];
	uint32_t crc, want, isize;
	uint64_t start;
	z_stream z;
	int ret, r, c, c2, i;

	memset(&z, 0, sizeof(z));
	if (inflateInit2(&z, -MAX_WBITS) != Z_OK) {
		error(in->name, "out of memory");
		return -1;
	}
	*hdr = 0;
	for (;;) {
		*hdr += h->size + 8;
		crc = 0;
		start = out->count;
		do {
			r = fill(in);
			if (r < 0)
				goto fail;
			z.next_in = inbuf + in->pos;
			z.avail_in = (uInt)(in->len - in->pos);
			z.next_out = outbuf;
			z.avail_out = OUT_SIZE;
			ret = inflate(&z, Z_NO_FLUSH);
			in->pos = in->len - z.avail_in;
			if (ret == Z_DATA_ERROR || ret == Z_NEED_DICT ||
			    ret == Z_STREAM_ERROR) {
				error(in->name,
				      "invalid compressed data--format violated");
				goto fail;
			}
			if (ret == Z_MEM_ERROR) {
				error(in->name, "out of memory");
				goto fail;
			}
			if (ret == Z_BUF_ERROR && !r) {
				error(in->name, "unexpected end of file");
				goto fail;
			}
			crc = crc32(crc, outbuf, OUT_SIZE - z.avail_out);
			if (put(out, outbuf, OUT_SIZE - z.avail_out))
				goto fail;
		} while (ret != Z_STREAM_END);

		for (i = 0; i < 8; i++) {
			c = get_byte(in);
			if (c < 0) {
				if (c == EOF)
					error(in->name, "unexpected end of file");
				goto fail;
			}
			t[i] = (unsigned char)c;
		}
		want = t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 |
		       (uint32_t)t[3] << 24;
		isize = t[4] | (uint32_t)t[5] << 8 | (uint32_t)t[6] << 16 |
			(uint32_t)t[7] << 24;
		if (want != crc) {
			error(in->name, "invalid compressed data--crc error");
			goto fail;
		}
		if (isize != (uint32_t)(out->count - start)) {
			error(in->name, "invalid compressed data--length error");
			goto fail;
		}

		/* another member, padding, or garbage */
		c = get_byte(in);
		if (c == EOF)
			break;
		if (c == -2)
			goto fail;
		c2 = c == 0x1f ? get_byte(in) : c;
		if (c2 == -2)
			goto fail;
		if (c != 0x1f || c2 != 0x8b) {
			if (trailing(in, c) < 0)
				goto fail;
			break;
		}
		if (read_header(in, h))
			goto fail;
		inflateReset(&z);
	}
	inflateEnd(&z);
	return 0;
fail:
	inflateEnd(&z);
	return -1;
}

/* -f -c on data that is not gzip: copy it through as it is */
int copy_through(struct input *in, struct output *out,
			const unsigned char *head, int n)
{
	int r;

	if (put(out, head, (size_t)n))
		return -1;
	while ((r = fill(in)) > 0) {
		if (put(out, inbuf + in->pos, in->len - in->pos))
			return -1;
		in->pos = in->len;
	}
	return r;
}
