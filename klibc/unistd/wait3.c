/* SPDX-License-Identifier: MIT */
/* wait3: wait for any child and report its resource use. */
#include <sys/wait.h>

pid_t wait3(int *status, int options, struct rusage *ru)
{
	return wait4(-1, status, options, ru);
}
