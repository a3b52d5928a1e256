/* memset: fill memory (placeholder; the string work replaces it). */
#include <string.h>

void *memset(void *dst, int c, size_t n)
{
	char *d = dst;

	while (n--)
		*d++ = (char)c;
	return dst;
}
