/* SPDX-License-Identifier: MIT */
/* seteuid: set the effective user id only. */
#include <unistd.h>

int seteuid(uid_t uid)
{
	return setresuid((uid_t)-1, uid, (uid_t)-1);
}
