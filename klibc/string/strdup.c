/* SPDX-License-Identifier: MIT */
/* strdup: copy a string into memory from malloc. */
#include <stdlib.h>
#include <string.h>

char *strdup(const char *s)
{
	size_t size = strlen(s) + 1;
	char *p = malloc(size);

	return p ? memcpy(p, s, size) : NULL;
}
