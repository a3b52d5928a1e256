/* SPDX-License-Identifier: MIT */
/* gzgetc: the next uncompressed byte, or -1 at the end or on an error. */
#include "gzint.h"

int gzgetc(gzFile file)
{
	struct gz_state *g = gz_state(file, GZ_READ);
	unsigned char c;

	if (g && g->x.have && g->err == Z_OK) {
		g->x.have--;
		g->x.pos++;
		return *g->x.next++;
	}
	return gzread(file, &c, 1) == 1 ? c : -1;
}
