/* SPDX-License-Identifier: MIT */
/*
 * __gz_open: gzopen and gzdopen.  The mode is zlib's: r, w or a (append a
 * new member), a digit for the level, f h R F for the strategies
 * (filtered, Huffman only, run-length, fixed codes), T to write without
 * compressing, x for O_EXCL, e for O_CLOEXEC; b is accepted and means
 * nothing; reading and writing at once (+) is refused.
 */
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "gzint.h"

gzFile __gz_open(const char *path, int fd, const char *mode)
{
	struct gz_state *g;
	int flags = 0, append = 0;

	if (!path || !mode)
		return NULL;
	g = calloc(1, sizeof(*g));
	if (!g)
		return NULL;
	g->size = GZ_BUFSIZE;
	g->level = Z_DEFAULT_COMPRESSION;
	g->strategy = Z_DEFAULT_STRATEGY;
	for (; *mode; mode++) {
		if (*mode >= '0' && *mode <= '9') {
			g->level = *mode - '0';
			continue;
		}
		switch (*mode) {
		case 'r':
			g->mode = GZ_READ;
			break;
		case 'w':
			g->mode = GZ_WRITE;
			break;
		case 'a':
			g->mode = GZ_WRITE;
			append = 1;
			break;
		case '+':
			goto fail;
		case 'x':
			flags |= O_EXCL;
			break;
		case 'e':
			flags |= O_CLOEXEC;
			break;
		case 'f':
			g->strategy = Z_FILTERED;
			break;
		case 'h':
			g->strategy = Z_HUFFMAN_ONLY;
			break;
		case 'R':
			g->strategy = Z_RLE;
			break;
		case 'F':
			g->strategy = Z_FIXED;
			break;
		case 'T':
			g->direct = 1;
			break;
		}
	}
	/* a file read is told apart by its contents, not the mode */
	if (!g->mode || (g->mode == GZ_READ && g->direct))
		goto fail;
	g->path = strdup(path);
	if (!g->path)
		goto fail;
	if (fd == -1) {
		if (g->mode == GZ_READ)
			flags |= O_RDONLY;
		else
			flags |= O_WRONLY | O_CREAT |
				 (append ? O_APPEND : O_TRUNC);
		fd = open(path, flags, 0666);
		if (fd < 0)
			goto fail;
	}
	g->fd = fd;
	if (g->mode == GZ_READ) {
		/* gzrewind comes back here (-1: not seekable) */
		g->start = lseek(fd, 0, SEEK_CUR);
		g->how = GZ_LOOK;
	}
	return (gzFile)g;

fail:
	free(g->path);
	free(g);
	return NULL;
}
