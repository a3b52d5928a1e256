/* SPDX-License-Identifier: MIT */
/* isupper: test for an upper-case letter. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isupper(int c)
{
	return __ctype_isupper(c);
}
