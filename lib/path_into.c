/* SPDX-License-Identifier: MIT */
/* path_into: "dir/base" for putting path into dir (ln, mv), in new memory. */
#include <stdlib.h>
#include <string.h>
#include "utils.h"

char *path_into(const char *dir, const char *path)
{
	size_t len;
	const char *base = path_base(path, &len);
	char *name = xmalloc(len + 1), *full;

	memcpy(name, base, len);
	name[len] = '\0';
	full = path_join(dir, name);
	free(name);
	return full;
}
