/* SPDX-License-Identifier: MIT */
/* mntent.h: reading /etc/fstab and /proc/mounts. */
#ifndef _MNTENT_H
#define _MNTENT_H

#include <klibc/compiler.h>
#include <stdio.h>

#define MNTTYPE_SWAP	"swap"

struct mntent {
	char *mnt_fsname;	/* the device or server:path */
	char *mnt_dir;		/* the mount point */
	char *mnt_type;		/* the file system type */
	char *mnt_opts;		/* comma-separated options */
	int mnt_freq;		/* dump frequency in days */
	int mnt_passno;		/* fsck pass number */
};

__extern FILE *setmntent(const char *, const char *);
__extern struct mntent *getmntent(FILE *);
/* As glibc declares it (Debian's klibc has it, undeclared). */
__extern struct mntent *getmntent_r(FILE *, struct mntent *, char *, int);
__extern int endmntent(FILE *);

#endif
