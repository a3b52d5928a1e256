/* SPDX-License-Identifier: MIT */
/* strtok_r: next token delimited by runs of delimiters, reentrant. */
#include <string.h>

char *strtok_r(char *s, const char *delim, char **save)
{
	char *end;

	if (!s)
		s = *save;
	if (!s)
		return NULL;
	s += strspn(s, delim);
	if (!*s) {
		*save = s;
		return NULL;
	}
	end = s + strcspn(s, delim);
	if (*end)
		*end++ = '\0';
	*save = end;
	return s;
}
