/* SPDX-License-Identifier: MIT */
/* isalpha: test for a letter. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isalpha(int c)
{
	return __ctype_isalpha(c);
}
