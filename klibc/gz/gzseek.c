/* SPDX-License-Identifier: MIT */
/*
 * gzseek: move in the uncompressed data (SEEK_SET or SEEK_CUR; SEEK_END
 * is not possible).  Reading, backwards means reading again from the
 * start; forwards, the data in between is read and dropped.  Writing
 * can only go forwards, by writing zeros.  Returns the new position, or
 * -1.  Reading, a position past the end stops at the end.
 */
#include "gzint.h"

z_off_t gzseek(gzFile file, z_off_t offset, int whence)
{
	struct gz_state *g = (struct gz_state *)file;
	static const unsigned char zeros[256];
	unsigned n;

	if (!g || (g->mode != GZ_READ && g->mode != GZ_WRITE) ||
	    (whence != SEEK_SET && whence != SEEK_CUR) ||
	    (g->err != Z_OK && g->err != Z_BUF_ERROR))
		return -1;
	if (whence == SEEK_SET)
		offset -= (z_off_t)g->x.pos;
	if (offset < 0) {
		if (g->mode != GZ_READ)
			return -1;
		offset += (z_off_t)g->x.pos;
		if (offset < 0 || gzrewind(file))
			return -1;
	}
	while (offset > 0) {
		if (g->mode == GZ_WRITE) {
			n = offset < (z_off_t)sizeof(zeros) ?
				(unsigned)offset : sizeof(zeros);
			if (gzwrite(file, zeros, n) != (int)n)
				return -1;
		} else {
			if (!g->x.have) {
				if (g->err == Z_BUF_ERROR || __gz_fill(g))
					return -1;
				if (!g->x.have)
					break;
			}
			n = offset < (z_off_t)g->x.have ? (unsigned)offset :
							  g->x.have;
			g->x.next += n;
			g->x.have -= n;
			g->x.pos += n;
		}
		offset -= n;
	}
	return (z_off_t)g->x.pos;
}
