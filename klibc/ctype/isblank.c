/* SPDX-License-Identifier: MIT */
/* isblank: test for a space or tab. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isblank(int c)
{
	return __ctype_isblank(c);
}
