/* SPDX-License-Identifier: MIT */
/* getenv: the value of an environment variable. */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "__env.h"

char *getenv(const char *name)
{
	size_t len;
	long i;

	if (!name)
		return NULL;
	len = strlen(name);
	i = __env_find(name, len);
	return i < 0 ? NULL : environ[i] + len + 1;
}
