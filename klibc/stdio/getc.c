/* getc: read one byte from a stream (the function behind the macro). */
#include <stdio.h>

#undef getc
int getc(FILE *f)
{
	return fgetc(f);
}
