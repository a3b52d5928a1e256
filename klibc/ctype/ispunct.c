/* SPDX-License-Identifier: MIT */
/* ispunct: test for punctuation (printing, not space, letter or digit). */
#include <ctype.h>

/* The out-of-line copy of the inline definition in <ctype.h>. */
int ispunct(int c)
{
	return __ctype_ispunct(c);
}
