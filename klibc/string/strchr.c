/* SPDX-License-Identifier: MIT */
/* strchr: first c in a string; the terminator counts as part of it. */
#include <string.h>

char *strchr(const char *s, int c)
{
	char *p = strchrnul(s, c);

	return *(unsigned char *)p == (unsigned char)c ? p : NULL;
}
