/* SPDX-License-Identifier: MIT */
/* stdout: the standard output stream, line buffered on a terminal. */
#include "stream.h"

static unsigned char buf[BUFSIZ];

/* Weak: stderr is on the list that exit flushes if it is linked. */
extern FILE __stderr_file __attribute__((weak));

FILE __stdout_file = {
	.buf = buf,
	.bufsiz = sizeof(buf),
	.fd = 1,
	.flags = F_WRITE | F_TTYCHK,
	.next = &__stderr_file,
};

FILE *stdout = &__stdout_file;
