/* SPDX-License-Identifier: MIT */
/* isxdigit: test for a hexadecimal digit. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int isxdigit(int c)
{
	return __ctype_isxdigit(c);
}
