/* SPDX-License-Identifier: MIT */
/* getpgrp: this process's process group. */
#include <unistd.h>

pid_t getpgrp(void)
{
	return getpgid(0);
}
