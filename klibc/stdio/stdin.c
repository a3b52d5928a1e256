/* SPDX-License-Identifier: MIT */
/* stdin: the standard input stream. */
#include "stream.h"

static unsigned char buf[BUFSIZ];

/* A terminal makes it line buffered, so reading it shows stdout's prompt. */
FILE __stdin_file = {
	.buf = buf,
	.bufsiz = sizeof(buf),
	.fd = 0,
	.flags = F_READ | F_TTYCHK,
};

FILE *stdin = &__stdin_file;
