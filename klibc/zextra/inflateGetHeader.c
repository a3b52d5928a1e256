/* SPDX-License-Identifier: MIT */
/*
 * inflateGetHeader: inflate is to fill in head from the gzip header it
 * reads: text, time, xflags, os; extra_len, and of the extra field, the
 * name and the comment as much as extra_max, name_max and comm_max allow
 * (the strings with their zero when it fits); extra, name and comment
 * become Z_NULL when the header has no such field; hcrc whether it has
 * a CRC (checked).  done is 0 until the header is read, then 1; -1 when
 * the stream is zlib.  The hook is inflate's head_fill, called with the
 * header's bytes field by field, and at the end (p NULL).
 */
#include "../zlib/inflate.h"

/* n more bytes of a field, as far as its buffer buf of max bytes goes */
static void put(struct inflate_state *s, Bytef *buf, uInt max,
		const unsigned char *p, unsigned n)
{
	if (!buf || s->head_pos >= max)
		return;
	if (n > max - s->head_pos)
		n = max - s->head_pos;
	memcpy(buf + s->head_pos, p, n);
	s->head_pos += n;
}

static void fill(struct inflate_state *s, const unsigned char *p,
		 unsigned n)
{
	gz_headerp h = s->head;

	if (s->mode != s->head_mode) {
		s->head_mode = s->mode;
		s->head_pos = 0;
	}
	switch (s->mode) {
	case IM_HEAD:		/* not gzip */
		h->done = -1;
		break;
	case IM_GZHEAD:		/* ID1 ID2 CM FLG */
		h->text = p[3] & 1;
		break;
	case IM_GZTIME:
		h->time = z_get32(p);
		break;
	case IM_GZOS:
		h->xflags = p[0];
		h->os = p[1];
		break;
	case IM_GZEXLEN:
		h->extra_len = p[0] | p[1] << 8;
		break;
	case IM_GZEXTRA:
		put(s, h->extra, h->extra_max, p, n);
		break;
	case IM_GZNAME:
		put(s, h->name, h->name_max, p, n);
		break;
	case IM_GZCOMMENT:
		put(s, h->comment, h->comm_max, p, n);
		break;
	default:		/* IM_GZHCRC: the header is complete */
		if (!(s->flags & 4))
			h->extra = Z_NULL;
		if (!(s->flags & 8))
			h->name = Z_NULL;
		if (!(s->flags & 16))
			h->comment = Z_NULL;
		h->hcrc = s->flags >> 1 & 1;
		h->done = 1;
	}
}

int inflateGetHeader(z_streamp strm, gz_headerp head)
{
	struct inflate_state *s = inf_state(strm);

	if (!s || !head || !(s->wrap & WRAP_GZIP))
		return Z_STREAM_ERROR;
	s->head = head;
	s->head_fill = fill;
	s->head_mode = IM_HEAD;
	s->head_pos = 0;
	head->done = 0;
	return Z_OK;
}
