/* fileno: the file descriptor of a stream. */
#include "stream.h"

int fileno(FILE *f)
{
	return f->fd;
}
