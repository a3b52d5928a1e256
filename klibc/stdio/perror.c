/* SPDX-License-Identifier: MIT */
/* perror: print a message and the description of errno on stderr. */
#include <errno.h>
#include <string.h>
#include "stream.h"

void perror(const char *s)
{
	const char *msg = strerror(errno);

	/* Gathered in stderr's buffer: one write(2) for the whole line. */
	if (s && *s) {
		__stdio_write(stderr, s, strlen(s));
		__stdio_write(stderr, ": ", 2);
	}
	__stdio_write(stderr, msg, strlen(msg));
	__stdio_write(stderr, "\n", 1);
	__stdio_wdone(stderr);
}
