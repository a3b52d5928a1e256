/* SPDX-License-Identifier: MIT */
/* rindex: the BSD name of strrchr. */
#include <string.h>
#include <strings.h>

char *rindex(const char *s, int c)
{
	return strrchr(s, c);
}
