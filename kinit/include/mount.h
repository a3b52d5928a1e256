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
 * or NULL to detect it), MS_* flags and filesystem data; wait_ms bounds
 * the wait for the other devices of a btrfs on several (-1: for ever).
 * Returns 0, or -1 with a message already printed.
 */
int mount_root(const char *dev, const char *dir, const char *fstype,
	       unsigned long flags, const char *data, long long wait_ms);

/*
 * When dev holds a btrfs that spans several devices: wait (up to wait_ms,
 * -1 for ever) until each member is there, and return the mount data to
 * use, device= for each member, then `data' (malloc'd).  NULL otherwise.
 */
char *btrfs_device_opts(const char *dev, const char *data, long long wait_ms);
/* What btrfs_device_opts() spent waiting for and reading members, in ms. */
extern long long btrfs_wait_ms;

#endif
