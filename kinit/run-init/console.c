/* SPDX-License-Identifier: MIT */
/* console.c: make a device the standard input, output and error. */
#include <fcntl.h>
#include <unistd.h>
#include "kinit.h"
#include "run_init.h"

int reopen_console(const char *dev)
{
	int fd = open(dev, O_RDWR | O_NOCTTY);

	if (fd < 0)
		return -1;
	dup2(fd, 0);
	dup2(fd, 1);
	dup2(fd, 2);
	if (fd > 2)
		close(fd);
	return 0;
}
