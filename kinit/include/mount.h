/* SPDX-License-Identifier: MIT */
/* mount.h: mounting (mount/): the pseudo-filesystems first, the root later. */
#ifndef KINIT_MOUNT_H
#define KINIT_MOUNT_H


struct boot;

/* /proc, /sys, /dev (devtmpfs) and /run, and a console when there is none. */
int mounts_stage(struct boot *b);
/*
 * Mount the root found (or the NFS root) on /root: rootfstype=,
 * rootflags=, the last of ro and rw.  b->rootdev names what was mounted.
 */
int mount_root_stage(struct boot *b);

/*
 * Mount the device on `dir': with fstype (a comma-separated list to try,
 * or NULL to detect it), MS_* flags and filesystem data.  Returns 0, or
 * -1 with a message already printed.
 */
int mount_root(const char *dev, const char *dir, const char *fstype,
	       unsigned long flags, const char *data);

#endif
