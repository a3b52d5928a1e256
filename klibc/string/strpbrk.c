/* SPDX-License-Identifier: MIT */
/* strpbrk: first byte of a string that is in accept. */
#include <string.h>

char *strpbrk(const char *s, const char *accept)
{
	s += strcspn(s, accept);
	return *s ? (char *)s : NULL;
}
