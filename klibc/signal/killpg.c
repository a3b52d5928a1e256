/* SPDX-License-Identifier: MIT */
/* killpg: send a signal to a process group. */
#include <signal.h>
#include <errno.h>

int killpg(pid_t pgrp, int sig)
{
	if (pgrp < 0) {
		errno = EINVAL;
		return -1;
	}
	return kill(-pgrp, sig);
}
