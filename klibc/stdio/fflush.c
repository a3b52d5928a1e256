/*
 * fflush: write out a stream's buffer; all streams when given NULL.  On a
 * stream being read, the unread bytes are dropped and the file offset
 * goes back over them, as POSIX asks for seekable files.
 */
#include "stream.h"

int fflush(FILE *f)
{
	if (!f)
		return __stdio_flushall();
	if (f->rend) {
		__stdio_rdrop(f);
		return 0;
	}
	return __stdio_flush(f);
}
