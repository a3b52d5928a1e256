/* stdout: the standard output stream, line buffered on a terminal. */
#include "stream.h"

static unsigned char buf[BUFSIZ];

FILE __stdout_file = {
	.buf = buf,
	.bufsiz = sizeof(buf),
	.fd = 1,
	.flags = F_WRITE | F_TTYCHK,
};

FILE *stdout = &__stdout_file;
