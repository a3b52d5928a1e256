/* clearerr: clear the end-of-file and error indicators of a stream. */
#include "stream.h"

void clearerr(FILE *f)
{
	f->flags &= ~(F_EOF | F_ERR);
}
