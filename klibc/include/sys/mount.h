/* SPDX-License-Identifier: MIT */
/* sys/mount.h: mounting and unmounting filesystems. */
#ifndef _SYS_MOUNT_H
#define _SYS_MOUNT_H

#include <klibc/compiler.h>
#include <stddef.h>
#include <asm/ioctl.h>

#define MS_RDONLY	0x00000001
#define MS_NOSUID	0x00000002
#define MS_NODEV	0x00000004
#define MS_NOEXEC	0x00000008
#define MS_SYNCHRONOUS	0x00000010
#define MS_REMOUNT	0x00000020
#define MS_MANDLOCK	0x00000040
#define MS_DIRSYNC	0x00000080
#define MS_NOSYMFOLLOW	0x00000100
#define MS_NOATIME	0x00000400
#define MS_NODIRATIME	0x00000800
#define MS_BIND		0x00001000
#define MS_MOVE		0x00002000
#define MS_REC		0x00004000
#define MS_VERBOSE	0x00008000
#define MS_SILENT	0x00008000
#define MS_POSIXACL	0x00010000
#define MS_UNBINDABLE	0x00020000
#define MS_PRIVATE	0x00040000
#define MS_SLAVE	0x00080000
#define MS_SHARED	0x00100000
#define MS_RELATIME	0x00200000
#define MS_KERNMOUNT	0x00400000
#define MS_I_VERSION	0x00800000
#define MS_STRICTATIME	0x01000000
#define MS_LAZYTIME	0x02000000
#define MS_MGC_VAL	0xc0ed0000
#define MS_MGC_MSK	0xffff0000

#define MNT_FORCE	0x00000001
#define MNT_DETACH	0x00000002
#define MNT_EXPIRE	0x00000004
#define UMOUNT_NOFOLLOW	0x00000008

/*
 * Block device requests, written exactly as <linux/fs.h> writes them: the
 * numbers depend on the architecture's ioctl encoding (mips, powerpc and
 * sparc have other direction bits) and BLKGETSIZE64 on sizeof(size_t),
 * and a program that includes both headers gets no redefinition warning.
 */
#define BLKROSET   _IO(0x12,93)
#define BLKROGET   _IO(0x12,94)
#define BLKRRPART  _IO(0x12,95)
#define BLKGETSIZE _IO(0x12,96)
#define BLKFLSBUF  _IO(0x12,97)
#define BLKSSZGET  _IO(0x12,104)
#define BLKGETSIZE64 _IOR(0x12,114,size_t)

__extern int mount(const char *, const char *, const char *, unsigned long,
		   const void *);
__extern int umount(const char *);
__extern int umount2(const char *, int);
__extern int pivot_root(const char *, const char *);

#endif
