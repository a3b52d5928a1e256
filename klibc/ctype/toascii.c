/* SPDX-License-Identifier: MIT */
/* toascii: keep the low 7 bits of a value. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int toascii(int c)
{
	return __ctype_toascii(c);
}
