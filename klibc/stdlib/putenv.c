/* SPDX-License-Identifier: MIT */
/*
 * putenv: put a "name=value" string itself into the environment; later
 * changes to the string change the environment.  A string with no '='
 * removes the variable, as glibc does.
 */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include "__env.h"

int putenv(char *string)
{
	char *eq;

	if (!string) {
		errno = EINVAL;
		return -1;
	}
	eq = strchr(string, '=');
	if (!eq)
		return unsetenv(string);
	if (eq == string) {
		errno = EINVAL;
		return -1;
	}
	return __put_env(string, eq - string, 0);
}
