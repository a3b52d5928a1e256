/* ferror: the error indicator of a stream. */
#include "stream.h"

int ferror(FILE *f)
{
	return !!(f->flags & F_ERR);
}
