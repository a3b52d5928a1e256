/* SPDX-License-Identifier: MIT */
/* daemon: detach from the terminal and run in the background. */
#include <unistd.h>
#include <fcntl.h>

int daemon(int nochdir, int noclose)
{
	int fd;

	switch (fork()) {
	case -1:
		return -1;
	case 0:
		break;
	default:
		_exit(0);
	}
	if (setsid() < 0)
		return -1;
	if (!nochdir && chdir("/"))
		return -1;
	if (!noclose) {
		fd = open("/dev/null", O_RDWR);
		if (fd < 0)
			return -1;
		dup2(fd, 0);
		dup2(fd, 1);
		dup2(fd, 2);
		if (fd > 2)
			close(fd);
	}
	return 0;
}
