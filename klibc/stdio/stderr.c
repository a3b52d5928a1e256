/* SPDX-License-Identifier: MIT */
/*
 * stderr: the standard error stream, unbuffered.  It still has a buffer:
 * each call is gathered there and written out at its end, so that one
 * message is one write(2).
 */
#include "stream.h"

static unsigned char buf[BUFSIZ];

FILE __stderr_file = {
	.buf = buf,
	.bufsiz = sizeof(buf),
	.fd = 2,
	.flags = F_WRITE | F_NBF,
};

FILE *stderr = &__stderr_file;
