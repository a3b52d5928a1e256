/* SPDX-License-Identifier: MIT */
/* __shm_path: the file under /dev/shm of a POSIX shared memory object. */
#include <errno.h>
#include <string.h>
#include "shmpath.h"

char *__shm_path(char buf[sizeof(SHM_DIR) + NAME_MAX], const char *name)
{
	size_t n;

	while (*name == '/')
		name++;
	n = strlen(name);
	if (!n || strchr(name, '/') || !strcmp(name, ".") ||
	    !strcmp(name, "..")) {
		errno = EINVAL;
		return NULL;
	}
	if (n > NAME_MAX) {
		errno = ENAMETOOLONG;
		return NULL;
	}
	memcpy(buf, SHM_DIR, sizeof(SHM_DIR) - 1);
	memcpy(buf + sizeof(SHM_DIR) - 1, name, n + 1);
	return buf;
}
