/* SPDX-License-Identifier: MIT */
/* unsetenv: remove a variable from the environment. */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include "__env.h"

int unsetenv(const char *name)
{
	size_t len;
	long i;
	char **e;

	if (!name || !*name || strchr(name, '=')) {
		errno = EINVAL;
		return -1;
	}
	len = strlen(name);
	/* A name may be in environ more than once; remove all. */
	while ((i = __env_find(name, len)) >= 0) {
		e = environ + i;
		__env_forget(*e);
		do
			e[0] = e[1];
		while (*e++);
	}
	return 0;
}
