/* SPDX-License-Identifier: MIT */
/* getcwd: the current directory; with a NULL buffer, one is allocated. */
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <errno.h>

extern int __getcwd(char *, size_t);

char *getcwd(char *buf, size_t size)
{
	char tmp[PATH_MAX];

	if (!buf) {
		if (__getcwd(tmp, sizeof(tmp)) < 0)
			return NULL;
		if (size && strlen(tmp) >= size) {
			errno = ERANGE;
			return NULL;
		}
		return strdup(tmp);
	}
	if (!size) {
		errno = EINVAL;
		return NULL;
	}
	return __getcwd(buf, size) < 0 ? NULL : buf;
}
