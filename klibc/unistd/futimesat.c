/* SPDX-License-Identifier: MIT */
/* futimesat: set a file's times in microseconds, relative to a directory. */
#include <sys/time.h>
#include <sys/stat.h>
#include <errno.h>
#include <string.h>

int futimesat(int dirfd, const char *path, const struct timeval *tv)
{
	struct timespec ts[2];
	int i;

	if (!tv)
		return utimensat(dirfd, path, NULL, 0);
	memset(ts, 0, sizeof(ts));
	for (i = 0; i < 2; i++) {
		/* Checked here: the product would overflow long on 32 bits. */
		if (tv[i].tv_usec < 0 || tv[i].tv_usec >= 1000000) {
			errno = EINVAL;
			return -1;
		}
		ts[i].tv_sec = tv[i].tv_sec;
		ts[i].tv_nsec = tv[i].tv_usec * 1000;
	}
	return utimensat(dirfd, path, ts, 0);
}
