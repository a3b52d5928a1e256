/* utimes: set a file's times in microseconds. */
#include <sys/time.h>
#include <sys/stat.h>
#include <fcntl.h>
#include <string.h>

int utimes(const char *path, const struct timeval *tv)
{
	struct timespec ts[2];

	if (!tv)
		return utimensat(AT_FDCWD, path, NULL, 0);
	memset(ts, 0, sizeof(ts));
	ts[0].tv_sec = tv[0].tv_sec;
	ts[0].tv_nsec = tv[0].tv_usec * 1000;
	ts[1].tv_sec = tv[1].tv_sec;
	ts[1].tv_nsec = tv[1].tv_usec * 1000;
	return utimensat(AT_FDCWD, path, ts, 0);
}
