/* SPDX-License-Identifier: MIT */
/* gethostname: the system's host name. */
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <sys/utsname.h>

int gethostname(char *name, size_t len)
{
	struct utsname u;
	size_t n;

	if (uname(&u))
		return -1;
	n = strlen(u.nodename);
	if (n >= len) {
		errno = ENAMETOOLONG;
		return -1;
	}
	memcpy(name, u.nodename, n + 1);
	return 0;
}
