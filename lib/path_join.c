/* SPDX-License-Identifier: MIT */
/* path_join: "dir/name" in new memory, without doubling a slash. */
#include <stdint.h>
#include <string.h>
#include "utils.h"

char *path_join(const char *dir, const char *name)
{
	size_t d = strlen(dir), n = strlen(name), slash;
	char *p;

	slash = d && dir[d - 1] != '/';
	if (d > SIZE_MAX - n - slash - 1)
		die("out of memory");
	p = xmalloc(d + slash + n + 1);
	memcpy(p, dir, d);
	if (slash)
		p[d] = '/';
	memcpy(p + d + slash, name, n + 1);
	return p;
}
