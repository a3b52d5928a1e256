/* SPDX-License-Identifier: MIT */
/* isalnum: test for a letter or digit. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isalnum(int c)
{
	return __ctype_isalnum(c);
}
