/* SPDX-License-Identifier: MIT */
/* ptsname: the name of the slave of a pseudo-terminal master. */
#include <stdlib.h>
#include <stdio.h>
#include <sys/ioctl.h>

char *ptsname(int fd)
{
	static char name[sizeof("/dev/pts/") + 10];
	unsigned int n;

	if (ioctl(fd, TIOCGPTN, &n))
		return NULL;
	snprintf(name, sizeof(name), "/dev/pts/%u", n);
	return name;
}
