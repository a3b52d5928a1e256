/* SPDX-License-Identifier: MIT */
/* strstr: first occurrence of one string in another. */
#include <string.h>

char *strstr(const char *hay, const char *needle)
{
	size_t n = strlen(needle);

	if (!n)
		return (char *)hay;
	/* strncmp stops at the end of hay, so no read goes past it. */
	for (; (hay = strchr(hay, needle[0])); hay++)
		if (!strncmp(hay + 1, needle + 1, n - 1))
			return (char *)hay;
	return NULL;
}
