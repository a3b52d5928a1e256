/* vmsg: one `prog: message[: strerror]' line on stderr, written at once. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "utils.h"

void vmsg(int errnum, const char *fmt, va_list ap)
{
	char buf[1024];
	size_t n;
	int r;

	/* stdout first, so that messages come after what was printed. */
	fflush(stdout);
	r = snprintf(buf, sizeof(buf), "%s: ", progname);
	n = r < 0 ? 0 : (size_t)r < sizeof(buf) ? (size_t)r : sizeof(buf) - 1;
	r = vsnprintf(buf + n, sizeof(buf) - n, fmt, ap);
	n += r < 0 ? 0 : (size_t)r < sizeof(buf) - n ? (size_t)r : sizeof(buf) - n - 1;
	if (errnum) {
		r = snprintf(buf + n, sizeof(buf) - n, ": %s", strerror(errnum));
		n += r < 0 ? 0 : (size_t)r < sizeof(buf) - n ? (size_t)r : sizeof(buf) - n - 1;
	}
	/* A message cut at the buffer's end still ends its line. */
	if (n >= sizeof(buf) - 1)
		n = sizeof(buf) - 2;
	buf[n++] = '\n';
	write_all(STDERR_FILENO, buf, n);
}
