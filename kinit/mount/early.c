/* SPDX-License-Identifier: MIT */
/* early.c: the mounts stage: the pseudo-filesystems kinit and init need. */
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/mount.h>
#include "kinit.h"
#include "mount.h"
#include "run_init.h"

static void mount_early(const char *what, const char *dir, const char *type,
			unsigned long flags, const char *data)
{
	mkdir(dir, 0755);
	if (mount(what, dir, type, flags, data) && errno != EBUSY)
		kmsg(KWARN, "cannot mount %s on %s: %s", type, dir, strerror(errno));
}

int mounts_stage(struct boot *b)
{
	(void)b;
	timing_begin("mounts");
	mount_early("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
	mount_early("sysfs", "/sys", "sysfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
	mount_early("devtmpfs", "/dev", "devtmpfs", MS_NOSUID, "mode=0755");
	mount_early("tmpfs", "/run", "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755");
	kmsg_to_kernel = !access("/dev/kmsg", W_OK);
	if (fcntl(1, F_GETFD) < 0)
		reopen_console("/dev/console");
	timing_end("mounts");
	return 0;
}
