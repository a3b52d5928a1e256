/* getchar: read one byte from stdin. */
#include <stdio.h>

int getchar(void)
{
	return fgetc(stdin);
}
