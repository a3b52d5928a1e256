/* SPDX-License-Identifier: MIT */
/* strcasestr: first occurrence of one string in another, ignoring case. */
#include <ctype.h>
#include <string.h>
#include <strings.h>

char *strcasestr(const char *hay, const char *needle)
{
	size_t n = strlen(needle);
	int first = tolower((unsigned char)needle[0]);

	if (!n)
		return (char *)hay;
	for (; *hay; hay++)
		if (tolower((unsigned char)*hay) == first &&
		    !strncasecmp(hay, needle, n))
			return (char *)hay;
	return NULL;
}
