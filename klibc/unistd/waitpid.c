/* SPDX-License-Identifier: MIT */
/* waitpid: wait for a child, a process group or any child. */
#include <sys/wait.h>

pid_t waitpid(pid_t pid, int *status, int options)
{
	return wait4(pid, status, options, NULL);
}
