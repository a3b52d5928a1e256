/* SPDX-License-Identifier: MIT */
/* getgrgid: look a group up by id in /etc/group (see getpwnam). */
#include <grp.h>
#include "db.h"

struct group *getgrgid(gid_t gid)
{
	return __gr_lookup(NULL, gid);
}
