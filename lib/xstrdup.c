/* SPDX-License-Identifier: MIT */
/* xstrdup: strdup that ends the program when memory runs out. */
#include <string.h>
#include "utils.h"

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}
