/* SPDX-License-Identifier: MIT */
/*
 * gzerror: the last error of a file, "path: what", and its code in
 * *errnum (Z_OK: none; Z_ERRNO: see errno).
 */
#include "gzint.h"

const char *gzerror(gzFile file, int *errnum)
{
	struct gz_state *g = (struct gz_state *)file;

	if (!g)
		return NULL;
	if (errnum)
		*errnum = g->err;
	if (g->err == Z_MEM_ERROR)
		return "out of memory";
	return g->msg ? g->msg : "";
}
