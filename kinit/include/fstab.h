/* SPDX-License-Identifier: MIT */
/* fstab.h: mounts besides the root before hand-over (kinit/fstab/). */
#ifndef KINIT_FSTAB_H
#define KINIT_FSTAB_H

struct cmdline;
struct boot;

struct fstab_entry {
	char spec[256];		/* UUID=..., /dev/..., LABEL=... */
	char file[256];		/* the mount point */
	char type[64];
	char opts[256];
};

/*
 * Find the last line of an fstab text whose mount point is `file'
 * (fields unescaped, as getmntent does).  Returns 1 when found, else 0.
 */
int fstab_find(const char *text, const char *file, struct fstab_entry *e);

/*
 * Split a kinit_mount= value, "dev;dir;type;opts" (type and opts may be
 * left out or empty).  Returns 0, or -1 when dev or dir is missing or
 * a field does not fit.
 */
int kinit_mount_parse(const char *value, struct fstab_entry *e);

/*
 * Mount e->spec on <root><e->file>, waiting up to wait_ms for its device;
 * extra MS_* flags (MS_RDONLY) are added to e->opts.  The time the kernel
 * takes (waiting for the device, probing it, the mount) is added to
 * *kernel_ms.  0, or -1 with a message printed.
 */
int extra_mount(const char *root, const struct fstab_entry *e,
		unsigned long extra, long long wait_ms, long long *kernel_ms);

/*
 * The extra-mounts stage, with the root mounted on /root: a separate /usr from
 * the root's /etc/fstab (read-only when the root is), then every
 * kinit_mount=.  Failures are reported; the boot goes on.
 */
int extra_mounts_stage(struct boot *b);

#endif
