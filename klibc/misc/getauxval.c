/* SPDX-License-Identifier: MIT */
/* getauxval: a value of the auxiliary vector; 0 when it has none. */
#include <sys/auxv.h>
#include <errno.h>
#include "init.h"

unsigned long getauxval(unsigned long type)
{
	unsigned long *a;

	for (a = __auxv; a && a[0] != AT_NULL; a += 2)
		if (a[0] == type)
			return a[1];
	errno = ENOENT;
	return 0;
}
