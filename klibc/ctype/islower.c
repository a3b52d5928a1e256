/* SPDX-License-Identifier: MIT */
/* islower: test for a lower-case letter. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int islower(int c)
{
	return __ctype_islower(c);
}
