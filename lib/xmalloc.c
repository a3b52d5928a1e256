/* SPDX-License-Identifier: MIT */
/* xmalloc: malloc that ends the program when memory runs out. */
#include <stdlib.h>
#include "utils.h"

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);

	if (!p)
		die("out of memory");
	return p;
}
