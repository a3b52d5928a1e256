/* SPDX-License-Identifier: MIT */
/* path_base: the last component of a path, trailing slashes ignored. */
#include <string.h>
#include "utils.h"

const char *path_base(const char *path, size_t *len)
{
	size_t end = strlen(path), start;

	while (end > 1 && path[end - 1] == '/')
		end--;
	start = end;
	while (start > 0 && path[start - 1] != '/')
		start--;
	/* "/" (or "///") is its own last component. */
	if (start == end && end > 0)
		start = end - 1;
	if (len)
		*len = end - start;
	return path + start;
}
