/* SPDX-License-Identifier: MIT */
/* index: the BSD name of strchr. */
#include <string.h>
#include <strings.h>

char *index(const char *s, int c)
{
	return strchr(s, c);
}
