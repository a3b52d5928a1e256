/* SPDX-License-Identifier: MIT */
/* strrchr: last c in a string; the terminator counts as part of it. */
#include <string.h>

char *strrchr(const char *s, int c)
{
	return memrchr(s, c, strlen(s) + 1);
}
