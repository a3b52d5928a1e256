/* SPDX-License-Identifier: MIT */
/* setegid: set the effective group id only. */
#include <unistd.h>

int setegid(gid_t gid)
{
	return setresgid((gid_t)-1, gid, (gid_t)-1);
}
