/* SPDX-License-Identifier: MIT */
/* setenv: set an environment variable, a copy of name and value. */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include "__env.h"

int setenv(const char *name, const char *value, int overwrite)
{
	size_t nlen, vlen;
	char *s;

	if (!name || !*name || strchr(name, '=') || !value) {
		errno = EINVAL;
		return -1;
	}
	nlen = strlen(name);
	if (!overwrite && __env_find(name, nlen) >= 0)
		return 0;
	vlen = strlen(value);
	if (nlen > SIZE_MAX - 2 || vlen > SIZE_MAX - 2 - nlen) {
		errno = ENOMEM;
		return -1;
	}
	s = malloc(nlen + vlen + 2);
	if (!s)
		return -1;
	memcpy(s, name, nlen);
	s[nlen] = '=';
	memcpy(s + nlen + 1, value, vlen + 1);
	if (__put_env(s, nlen, 1)) {
		free(s);
		return -1;
	}
	return 0;
}
