/* SPDX-License-Identifier: MIT */
/* ffsll: ffs for a long long. */
#include <strings.h>

int ffsll(long long v)
{
	return __builtin_ffsll(v);
}
