/* SPDX-License-Identifier: MIT */
/* getgrnam: look a group up by name in /etc/group (see getpwnam). */
#include <grp.h>
#include "db.h"

struct group *getgrnam(const char *name)
{
	if (!name || !*name)
		return NULL;
	return __gr_lookup(name, 0);
}
