/* SPDX-License-Identifier: MIT */
/* dirstream.h: an open directory: its descriptor and a buffer of getdents64 records. */
#ifndef _KLIBC_DIRSTREAM_H
#define _KLIBC_DIRSTREAM_H

#include <dirent.h>

#define DIRBUF_SIZE	4096

struct __dirstream {
	int fd;
	size_t pos, len;
	/* Records are 8-byte aligned within the buffer. */
	char buf[DIRBUF_SIZE] __attribute__((aligned(8)));
};

#endif
