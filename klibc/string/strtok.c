/* SPDX-License-Identifier: MIT */
/* strtok: next token delimited by runs of delimiters. */
#include <string.h>

char *strtok(char *s, const char *delim)
{
	static char *save;

	return strtok_r(s, delim, &save);
}
