/* fgetc: read one byte from a stream. */
#include "stream.h"

int fgetc(FILE *f)
{
	if (f->rpos < f->rend)
		return *f->rpos++;
	return __stdio_rbuf(f);
}
