/* putc: write one byte to a stream (the function behind the macro). */
#include <stdio.h>

#undef putc
int putc(int c, FILE *f)
{
	return fputc(c, f);
}
