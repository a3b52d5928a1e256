/* SPDX-License-Identifier: MIT */
/*
 * fstatat: file status by path relative to a directory, through statx(2)
 * so that sizes and times are 64 bits on every architecture.
 */
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <fcntl.h>

int fstatat(int dirfd, const char *path, struct stat *st, int flags)
{
	struct statx sx;

	if (statx(dirfd, path, flags | AT_NO_AUTOMOUNT, STATX_BASIC_STATS, &sx))
		return -1;
	st->st_dev = makedev(sx.stx_dev_major, sx.stx_dev_minor);
	st->st_ino = sx.stx_ino;
	st->st_mode = sx.stx_mode;
	st->st_nlink = sx.stx_nlink;
	st->st_uid = sx.stx_uid;
	st->st_gid = sx.stx_gid;
	st->st_rdev = makedev(sx.stx_rdev_major, sx.stx_rdev_minor);
	st->st_size = (off_t)sx.stx_size;
	st->st_blksize = (blksize_t)sx.stx_blksize;
	st->st_blocks = (blkcnt_t)sx.stx_blocks;
	st->st_atim.tv_sec = sx.stx_atime.tv_sec;
	st->st_atim.tv_nsec = sx.stx_atime.tv_nsec;
	st->st_mtim.tv_sec = sx.stx_mtime.tv_sec;
	st->st_mtim.tv_nsec = sx.stx_mtime.tv_nsec;
	st->st_ctim.tv_sec = sx.stx_ctime.tv_sec;
	st->st_ctim.tv_nsec = sx.stx_ctime.tv_nsec;
	return 0;
}
