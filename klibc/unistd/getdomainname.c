/* SPDX-License-Identifier: MIT */
/* getdomainname: the system's NIS domain name. */
#include <unistd.h>
#include <string.h>
#include <errno.h>
#include <sys/utsname.h>

int getdomainname(char *name, size_t len)
{
	struct utsname u;
	size_t n;

	if (uname(&u))
		return -1;
	n = strlen(u.domainname);
	if (n >= len) {
		errno = EINVAL;
		return -1;
	}
	memcpy(name, u.domainname, n + 1);
	return 0;
}
