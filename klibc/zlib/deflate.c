/* SPDX-License-Identifier: MIT */
/*
 * deflate: compress as much input as possible into the output, as zlib
 * documents it: the wrapper's header on the first call, then blocks;
 * Z_SYNC_FLUSH (and Z_PARTIAL_FLUSH, Z_BLOCK) and Z_FULL_FLUSH end with
 * an empty stored block so that all output so far can be decoded,
 * Z_FULL_FLUSH also forgets the history; Z_FINISH ends the stream and
 * returns Z_STREAM_END once all of it is out.  Z_BUF_ERROR means no
 * progress was possible.
 */
#include "deflate.h"

/* the order of strength of the flushes */
static int rank(int flush)
{
	return flush == Z_BLOCK ? 1 : flush * 2;
}

/* the wrapper's header; 0 while a long gzip header is not all out */
static int header(struct deflate_state *s)
{
	unsigned char *p = s->pending + s->pending_out + s->pending_len;
	unsigned h, lv;

	if (s->wrap == 1) {
		/* RFC 1950 2.2: window size, and a compression level hint */
		lv = s->level < 2 ? 0 : s->level < 6 ? 1 :
		     s->level == 6 ? 2 : 3;
		h = ((unsigned)(s->wbits - 8) << 4 | Z_DEFLATED) << 8 | lv << 6;
		if (s->have_dict)
			h |= 0x20;	/* FDICT: DICTID follows */
		h += 31 - h % 31;
		p[0] = (unsigned char)(h >> 8);
		p[1] = (unsigned char)h;
		s->pending_len += 2;
		if (s->have_dict) {
			p[2] = (unsigned char)(s->dictid >> 24);
			p[3] = (unsigned char)(s->dictid >> 16);
			p[4] = (unsigned char)(s->dictid >> 8);
			p[5] = (unsigned char)s->dictid;
			s->pending_len += 4;
			/* the trailer's Adler-32 is of the data alone */
			s->strm->adler = s->check;
		}
	} else if (s->wrap == 2) {
		if (s->head_put)
			return s->head_put(s);
		/* RFC 1952 2.3: no name, no time; XFL, OS Unix */
		memset(p, 0, 10);
		p[0] = 0x1f;
		p[1] = 0x8b;
		p[2] = Z_DEFLATED;
		p[8] = s->level == 9 ? 2 : s->level < 2 ? 4 : 0;
		p[9] = 3;
		s->pending_len += 10;
	}
	return 1;
}

static void trailer(struct deflate_state *s)
{
	unsigned char *p = s->pending + s->pending_out + s->pending_len;
	uint32_t c = s->check, n = (uint32_t)s->strm->total_in;
	int i;

	if (s->wrap == 1) {
		for (i = 0; i < 4; i++)
			p[i] = (unsigned char)(c >> (24 - 8 * i));
		s->pending_len += 4;
	} else if (s->wrap == 2) {
		for (i = 0; i < 4; i++) {
			p[i] = (unsigned char)(c >> (8 * i));
			p[4 + i] = (unsigned char)(n >> (8 * i));
		}
		s->pending_len += 8;
	}
}

int deflate(z_streamp strm, int flush)
{
	struct deflate_state *s = def_state(strm);
	enum def_result r;
	int old;

	if (!s || flush < 0 || flush > Z_BLOCK)
		return Z_STREAM_ERROR;
	if (!strm->next_out || (!strm->next_in && strm->avail_in) ||
	    (s->status == DS_FINISH && flush != Z_FINISH)) {
		strm->msg = (z_const char *)"stream error";
		return Z_STREAM_ERROR;
	}
	if (!strm->avail_out) {
		strm->msg = (z_const char *)"buffer error";
		return Z_BUF_ERROR;
	}
	old = s->last_flush;
	s->last_flush = flush;

	if (s->pending_len) {
		__deflate_put_pending(s);
		if (s->pending_len) {
			/* a repeated call must not look like a duplicate */
			s->last_flush = -1;
			return Z_OK;
		}
	} else if (!strm->avail_in && rank(flush) <= rank(old) &&
		   flush != Z_FINISH) {
		strm->msg = (z_const char *)"buffer error";
		return Z_BUF_ERROR;
	}
	if (s->status == DS_FINISH && strm->avail_in) {
		strm->msg = (z_const char *)"buffer error";
		return Z_BUF_ERROR;
	}

	if (s->status == DS_INIT) {
		if (!header(s)) {
			s->last_flush = -1;
			return Z_OK;
		}
		s->status = DS_BUSY;
	}
	if (s->status == DS_BUSY) {
		r = __deflate_run(s, flush);
		if (r == DR_FINISHED)
			s->status = DS_FINISH;
		else {
			__deflate_put_pending(s);
			if (!strm->avail_out)
				s->last_flush = -1;
			return Z_OK;
		}
	}
	if (!s->trailer_done) {
		trailer(s);
		s->trailer_done = 1;
	}
	__deflate_put_pending(s);
	if (s->pending_len) {
		s->last_flush = -1;
		return Z_OK;
	}
	return Z_STREAM_END;
}
