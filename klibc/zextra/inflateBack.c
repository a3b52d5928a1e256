/* SPDX-License-Identifier: MIT */
/*
 * inflateBack: decode one raw deflate stream in a single call, its input
 * from in() and its output to out() in pieces of the caller's window
 * (whole windows, then what is left at the end).  The input starts with
 * the avail_in bytes at next_in, unless next_in is Z_NULL.  Returns
 * Z_STREAM_END with the input after the stream in next_in and avail_in,
 * Z_DATA_ERROR on bad data (strm->msg says why), Z_BUF_ERROR when in()
 * gave nothing (next_in is then Z_NULL) or out() returned non-zero, and
 * Z_STREAM_ERROR for a stream inflateBackInit_ did not make.  It is
 * inflate on a raw stream: the window is inflate's output buffer.
 */
#include "../zlib/inflate.h"

int inflateBack(z_streamp strm, in_func in, void *in_desc, out_func out,
		void *out_desc)
{
	struct inflate_state *s = inf_state(strm);
	z_const unsigned char *buf;
	unsigned char *win;
	unsigned size, n;
	int r;

	if (!s || !s->back_window || !in || !out)
		return Z_STREAM_ERROR;
	inflateReset(strm);
	win = s->back_window;
	size = s->wsize;
	if (!strm->next_in)
		strm->avail_in = 0;
	strm->next_out = win;
	strm->avail_out = size;
	do {
		if (!strm->avail_in) {
			buf = Z_NULL;
			n = in(in_desc, &buf);
			if (!n || !buf) {
				strm->next_in = Z_NULL;
				strm->avail_in = 0;
				r = Z_BUF_ERROR;
				break;
			}
			strm->next_in = buf;
			strm->avail_in = n;
		}
		r = inflate(strm, Z_NO_FLUSH);
		if (!strm->avail_out) {
			if (out(out_desc, win, size))
				return Z_BUF_ERROR;
			strm->next_out = win;
			strm->avail_out = size;
		}
	} while (r == Z_OK || r == Z_BUF_ERROR);

	/* what the window holds of the output, even after an error */
	n = size - strm->avail_out;
	if (n && out(out_desc, win, n) && r == Z_STREAM_END)
		r = Z_BUF_ERROR;
	return r;
}
