/* SPDX-License-Identifier: MIT */
/* vmsg: one `prog: message[: strerror]' line on stderr, written at once. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "utils.h"

/* What snprintf added at buf + n, limited to what fitted. */
static size_t added(int r, size_t n, size_t size)
{
	if (r < 0)
		return 0;
	return (size_t)r < size - n ? (size_t)r : size - n - 1;
}

void vmsg(int errnum, const char *fmt, va_list ap)
{
	char buf[1024];
	size_t n;

	/* stdout first, so that messages come after what was printed. */
	fflush(stdout);
	n = added(snprintf(buf, sizeof(buf), "%s: ", progname), 0, sizeof(buf));
	n += added(vsnprintf(buf + n, sizeof(buf) - n, fmt, ap), n,
		   sizeof(buf));
	if (errnum)
		n += added(snprintf(buf + n, sizeof(buf) - n, ": %s",
				    strerror(errnum)),
			   n, sizeof(buf));
	/* A message cut at the buffer's end still ends its line. */
	if (n >= sizeof(buf) - 1)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	write_all(STDERR_FILENO, buf, n);
}
