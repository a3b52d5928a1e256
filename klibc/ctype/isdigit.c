/* SPDX-License-Identifier: MIT */
/* isdigit: test for a decimal digit. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isdigit(int c)
{
	return __ctype_isdigit(c);
}
