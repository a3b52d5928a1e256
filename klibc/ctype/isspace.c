/* SPDX-License-Identifier: MIT */
/* isspace: test for white space. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isspace(int c)
{
	return __ctype_isspace(c);
}
