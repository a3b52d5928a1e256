/* SPDX-License-Identifier: MIT */
/*
 * sys/stat.h: file status.  struct stat is the library's own layout with
 * 64-bit sizes and times on every architecture; it is filled from statx(2).
 */
#ifndef _SYS_STAT_H
#define _SYS_STAT_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <time.h>
#include <linux/stat.h>

struct stat {
	dev_t		st_dev;
	ino_t		st_ino;
	mode_t		st_mode;
	nlink_t		st_nlink;
	uid_t		st_uid;
	gid_t		st_gid;
	dev_t		st_rdev;
	off_t		st_size;
	blksize_t	st_blksize;
	blkcnt_t	st_blocks;
	struct timespec	st_atim;
	struct timespec	st_mtim;
	struct timespec	st_ctim;
};
#define st_atime st_atim.tv_sec
#define st_mtime st_mtim.tv_sec
#define st_ctime st_ctim.tv_sec
/* glibc's and klibc's sign that the times above have nanoseconds. */
#define _STATBUF_ST_NSEC

#define S_IREAD		S_IRUSR
#define S_IWRITE	S_IWUSR
#define S_IEXEC		S_IXUSR
#define ACCESSPERMS	(S_IRWXU | S_IRWXG | S_IRWXO)
#define ALLPERMS	(S_ISUID | S_ISGID | S_ISVTX | ACCESSPERMS)
#define DEFFILEMODE	(S_IRUSR | S_IWUSR | S_IRGRP | S_IWGRP | S_IROTH | S_IWOTH)

#define UTIME_NOW	((1l << 30) - 1l)
#define UTIME_OMIT	((1l << 30) - 2l)

__extern int stat(const char *, struct stat *);
__extern int fstat(int, struct stat *);
__extern int lstat(const char *, struct stat *);
__extern int fstatat(int, const char *, struct stat *, int);
__extern int statx(int, const char *, int, unsigned int, struct statx *);
__extern mode_t umask(mode_t);
__extern int mknod(const char *, mode_t, dev_t);
__extern int mknodat(int, const char *, mode_t, dev_t);
__extern int mkfifo(const char *, mode_t);
__extern int mkfifoat(int, const char *, mode_t);
__extern int mkdir(const char *, mode_t);
__extern int mkdirat(int, const char *, mode_t);
__extern int chmod(const char *, mode_t);
__extern int fchmod(int, mode_t);
__extern int fchmodat(int, const char *, mode_t, int);
__extern int utimensat(int, const char *, const struct timespec *, int);
__extern int futimens(int, const struct timespec *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <sys/time.h>

/* As Debian's klibc has it (programs written for it rely on this). */
#define S_IRWXUGO	(S_IRWXU | S_IRWXG | S_IRWXO)
#define S_IALLUGO	(S_ISUID | S_ISGID | S_ISVTX | S_IRWXUGO)
#define S_IRUGO	(S_IRUSR | S_IRGRP | S_IROTH)
#define S_IWUGO	(S_IWUSR | S_IWGRP | S_IWOTH)
#define S_IXUGO	(S_IXUSR | S_IXGRP | S_IXOTH)

#endif
