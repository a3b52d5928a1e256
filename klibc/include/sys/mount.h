/* SPDX-License-Identifier: MIT */
/* sys/mount.h: mounting and unmounting filesystems. */
#ifndef _SYS_MOUNT_H
#define _SYS_MOUNT_H

#include <klibc/compiler.h>
#include <stddef.h>
#include <asm/ioctl.h>

/*
 * Written exactly as <linux/mount.h> (which <linux/fs.h> includes) writes
 * them, so that a program including both gets no redefinition warning.
 */
#define MS_RDONLY	1
#define MS_NOSUID	2
#define MS_NODEV	4
#define MS_NOEXEC	8
#define MS_SYNCHRONOUS	16
#define MS_REMOUNT	32
#define MS_MANDLOCK	64
#define MS_DIRSYNC	128
#define MS_NOSYMFOLLOW	256
#define MS_NOATIME	1024
#define MS_NODIRATIME	2048
#define MS_BIND		4096
#define MS_MOVE		8192
#define MS_REC		16384
#define MS_VERBOSE	32768
#define MS_SILENT	32768
#define MS_POSIXACL	(1<<16)
#define MS_UNBINDABLE	(1<<17)
#define MS_PRIVATE	(1<<18)
#define MS_SLAVE	(1<<19)
#define MS_SHARED	(1<<20)
#define MS_RELATIME	(1<<21)
#define MS_KERNMOUNT	(1<<22)
#define MS_I_VERSION	(1<<23)
#define MS_STRICTATIME	(1<<24)
#define MS_LAZYTIME	(1<<25)
#define MS_MGC_VAL	0xC0ED0000
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

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/ioctl.h>

/* As Debian's klibc has it (programs written for it rely on this). */
#define BLKRASET _IO(0x12,98)
#define BLKRAGET _IO(0x12,99)

#endif
