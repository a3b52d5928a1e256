/* SPDX-License-Identifier: MIT */
/* ffsl: ffs for a long. */
#include <strings.h>

int ffsl(long v)
{
	return __builtin_ffsl(v);
}
