/* SPDX-License-Identifier: MIT */
/* isascii: test for a 7-bit value. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isascii(int c)
{
	return __ctype_isascii(c);
}
