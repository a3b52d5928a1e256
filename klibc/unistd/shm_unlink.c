/* SPDX-License-Identifier: MIT */
/* shm_unlink: remove a POSIX shared memory object. */
#include <sys/mman.h>
#include <unistd.h>
#include "shmpath.h"

int shm_unlink(const char *name)
{
	char buf[sizeof(SHM_DIR) + NAME_MAX];

	if (!__shm_path(buf, name))
		return -1;
	return unlink(buf);
}
