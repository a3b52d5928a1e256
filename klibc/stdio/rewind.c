/* SPDX-License-Identifier: MIT */
/* rewind: back to the start of a stream, clearing its error indicator. */
#include "stream.h"

void rewind(FILE *f)
{
	fseeko(f, 0, SEEK_SET);
	f->flags &= ~F_ERR;
}
