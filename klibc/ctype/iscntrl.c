/* SPDX-License-Identifier: MIT */
/* iscntrl: test for a control character. */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int iscntrl(int c)
{
	return __ctype_iscntrl(c);
}
