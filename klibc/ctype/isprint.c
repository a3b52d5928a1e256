/* SPDX-License-Identifier: MIT */
/* isprint: test for a printing character, space included. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isprint(int c)
{
	return __ctype_isprint(c);
}
