/* SPDX-License-Identifier: MIT */
/* toupper: upper case of a letter. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int toupper(int c)
{
	return __ctype_toupper(c);
}
