/* SPDX-License-Identifier: MIT */
/* getrlimit: read a resource limit. */
#include <sys/resource.h>

int getrlimit(int res, struct rlimit *rl)
{
	return prlimit64(0, res, NULL, rl);
}
