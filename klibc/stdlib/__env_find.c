/* SPDX-License-Identifier: MIT */
/* __env_find: look a name up in environ. */
#include <unistd.h>
#include "__env.h"

long __env_find(const char *name, size_t len)
{
	char **e;
	size_t i;

	if (!environ)
		return -1;
	for (e = environ; *e; e++) {
		for (i = 0; i < len && (*e)[i] == name[i]; i++)
			;
		if (i == len && (*e)[len] == '=')
			return e - environ;
	}
	return -1;
}
