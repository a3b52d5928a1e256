/* SPDX-License-Identifier: MIT */
/* tolower: lower case of a letter. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int tolower(int c)
{
	return __ctype_tolower(c);
}
