/* SPDX-License-Identifier: MIT */
/*
 * getpwnam: look a user up by name in /etc/passwd.  The entry lives in
 * static storage until the next call.  NULL when there is no such user
 * (errno untouched) or the file cannot be read (errno set).
 */
#include <pwd.h>
#include "db.h"

struct passwd *getpwnam(const char *name)
{
	if (!name || !*name)
		return NULL;
	return __pw_lookup(name, 0);
}
