/* feof: the end-of-file indicator of a stream. */
#include "stream.h"

int feof(FILE *f)
{
	return !!(f->flags & F_EOF);
}
