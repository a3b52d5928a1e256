/* SPDX-License-Identifier: MIT */
/* shm_open: open a POSIX shared memory object, a file under /dev/shm. */
#include <sys/mman.h>
#include <fcntl.h>
#include "shmpath.h"

int shm_open(const char *name, int flags, mode_t mode)
{
	char buf[sizeof(SHM_DIR) + NAME_MAX];

	if (!__shm_path(buf, name))
		return -1;
	return open(buf, flags | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK, mode);
}
