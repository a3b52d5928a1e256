/* SPDX-License-Identifier: MIT */
/* utime: set a file's times in seconds; NULL means now. */
#include <utime.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <string.h>

int utime(const char *path, const struct utimbuf *t)
{
	struct timespec ts[2];

	if (!t)
		return utimensat(AT_FDCWD, path, NULL, 0);
	memset(ts, 0, sizeof(ts));
	ts[0].tv_sec = t->actime;
	ts[1].tv_sec = t->modtime;
	return utimensat(AT_FDCWD, path, ts, 0);
}
