/* SPDX-License-Identifier: MIT */
/*
 * sys/vfs.h: filesystem statistics.  struct statfs is the kernel's
 * struct statfs64, whose counts are 64 bits on every architecture.
 */
#ifndef _SYS_VFS_H
#define _SYS_VFS_H

#include <klibc/compiler.h>
#include <klibc/archconfig.h>
#include <sys/types.h>

typedef struct { int __val[2]; } fsid_t;

/*
 * An architecture whose kernel orders the fields differently (mips)
 * defines __KLIBC_STATFS_FIELDS, the whole list, in its archconfig.h.
 */
#ifdef __KLIBC_STATFS_FIELDS
struct statfs {
	__KLIBC_STATFS_FIELDS
} __KLIBC_STATFS_PACK;
#else
struct statfs {
	__klibc_statfs_word f_type;
	__klibc_statfs_word f_bsize;
	uint64_t f_blocks;
	uint64_t f_bfree;
	uint64_t f_bavail;
	uint64_t f_files;
	uint64_t f_ffree;
	fsid_t f_fsid;
	__klibc_statfs_word f_namelen;
	__klibc_statfs_word f_frsize;
	__klibc_statfs_word f_flags;
	__klibc_statfs_word f_spare[4];
} __KLIBC_STATFS_PACK;
#endif

__extern int statfs(const char *, struct statfs *);
__extern int fstatfs(int, struct statfs *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <linux/magic.h>

#endif
