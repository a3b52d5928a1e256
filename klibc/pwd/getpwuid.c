/* SPDX-License-Identifier: MIT */
/* getpwuid: look a user up by id in /etc/passwd (see getpwnam). */
#include <pwd.h>
#include "db.h"

struct passwd *getpwuid(uid_t uid)
{
	return __pw_lookup(NULL, uid);
}
