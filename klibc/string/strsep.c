/* SPDX-License-Identifier: MIT */
/* strsep: split off the token before the next delimiter, empty ones too. */
#include <string.h>

char *strsep(char **sp, const char *delim)
{
	char *tok = *sp, *end;

	if (!tok)
		return NULL;
	end = tok + strcspn(tok, delim);
	if (*end) {
		*end = '\0';
		*sp = end + 1;
	} else {
		*sp = NULL;
	}
	return tok;
}
