/* SPDX-License-Identifier: MIT */
/*
 * __gz_error: record the error of a gzip file and its message, made of
 * the file's name and what happened, as zlib words it.  Out of memory
 * needs no message of its own (gzerror knows it).
 */
#include <stdlib.h>
#include <string.h>
#include "gzint.h"

void __gz_error(struct gz_state *g, int err, const char *msg)
{
	size_t a, b;

	free(g->msg);
	g->msg = NULL;
	g->err = err;
	/* reading stops at a real error; Z_BUF_ERROR (early end) keeps data */
	if (err != Z_OK && err != Z_BUF_ERROR)
		g->x.have = 0;
	if (!msg || err == Z_MEM_ERROR)
		return;
	a = strlen(g->path);
	b = strlen(msg);
	g->msg = malloc(a + b + 3);
	if (!g->msg) {
		g->err = Z_MEM_ERROR;
		return;
	}
	memcpy(g->msg, g->path, a);
	memcpy(g->msg + a, ": ", 2);
	memcpy(g->msg + a + 2, msg, b + 1);
}
