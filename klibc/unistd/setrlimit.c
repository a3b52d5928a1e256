/* SPDX-License-Identifier: MIT */
/* setrlimit: set a resource limit. */
#include <sys/resource.h>

int setrlimit(int res, const struct rlimit *rl)
{
	return prlimit64(0, res, rl, NULL);
}
