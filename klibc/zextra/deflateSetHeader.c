/* SPDX-License-Identifier: MIT */
/*
 * deflateSetHeader: the gzip header that deflate writes is to carry
 * head's text, time and os, its extra field, name and comment (the two
 * zero-terminated), and a CRC-16 of itself when hcrc is set; XFL says
 * the level, as in the plain header.  Only on a gzip stream, before its
 * first deflate call; deflateReset goes back to the plain header.  head
 * and what it points to must stay until the header is out, which takes
 * more than one deflate call when the output space is short.
 */
#include "../zlib/deflate.h"

#define PARTS	6

/* the lengths of the header's parts (see put) */
static void lengths(gz_headerp h, unsigned *len)
{
	len[0] = 10;
	len[1] = h->extra ? 2 : 0;
	len[2] = h->extra ? h->extra_len : 0;
	len[3] = h->name ? strlen((const char *)h->name) + 1 : 0;
	len[4] = h->comment ? strlen((const char *)h->comment) + 1 : 0;
	len[5] = h->hcrc ? 2 : 0;
}

/*
 * deflate's head_put: the header from head_pos on, into pending and out
 * through next_out while pending fills up; 1 once all of it is pending.
 * Its parts: the fixed ten bytes, XLEN, the extra field, the name, the
 * comment, and the CRC of all those, which is known when it is reached.
 */
static int put(struct deflate_state *s)
{
	gz_headerp h = s->gzhead;
	unsigned char fixed[10], xlen[2], crc[2];
	const unsigned char *part[PARTS] = {
		fixed, xlen, h->extra, h->name, h->comment, crc
	};
	unsigned len[PARTS], i, at, off, n, room;

	fixed[0] = 0x1f;
	fixed[1] = 0x8b;
	fixed[2] = Z_DEFLATED;
	fixed[3] = (h->text ? 1 : 0) | (h->hcrc ? 2 : 0) |
		   (h->extra ? 4 : 0) | (h->name ? 8 : 0) |
		   (h->comment ? 16 : 0);
	z_put16(fixed + 4, (uint16_t)h->time);
	z_put16(fixed + 6, (uint16_t)(h->time >> 16));
	fixed[8] = s->level == 9 ? 2 : s->level < 2 ? 4 : 0;
	fixed[9] = (unsigned char)h->os;
	z_put16(xlen, (uint16_t)h->extra_len);
	z_put16(crc, (uint16_t)s->head_crc);
	lengths(h, len);

	for (i = 0, at = 0; i < PARTS; at += len[i++]) {
		while (s->head_pos < at + len[i]) {
			off = s->head_pos - at;
			room = s->pending_size - s->pending_out -
			       s->pending_len;
			n = len[i] - off < room ? len[i] - off : room;
			if (!n) {
				__deflate_put_pending(s);
				if (s->pending_len)
					return 0;
				continue;
			}
			memcpy(s->pending + s->pending_out + s->pending_len,
			       part[i] + off, n);
			if (i < PARTS - 1) {
				s->head_crc = (uint32_t)crc32(s->head_crc,
							      part[i] + off, n);
				z_put16(crc, (uint16_t)s->head_crc);
			}
			s->pending_len += n;
			s->head_pos += n;
		}
	}
	return 1;
}

int deflateSetHeader(z_streamp strm, gz_headerp head)
{
	struct deflate_state *s = def_state(strm);
	unsigned len[PARTS], i;

	if (!s || s->wrap != 2 || s->last_flush != -2)
		return Z_STREAM_ERROR;
	s->gzhead = head;
	s->head_put = head ? put : NULL;
	s->head_pos = 0;
	s->head_crc = 0;
	s->head_more = 0;
	if (head) {
		lengths(head, len);
		for (i = 1; i < PARTS; i++)
			s->head_more += len[i];
	}
	return Z_OK;
}
