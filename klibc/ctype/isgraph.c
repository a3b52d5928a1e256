/* SPDX-License-Identifier: MIT */
/* isgraph: test for a printing character other than space. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isgraph(int c)
{
	return __ctype_isgraph(c);
}
