/* SPDX-License-Identifier: MIT */
/* getline: read a line into a buffer that grows with malloc. */
#include <stdio.h>

ssize_t getline(char **lineptr, size_t *np, FILE *f)
{
	return getdelim(lineptr, np, '\n', f);
}
