/* SPDX-License-Identifier: MIT */
/* pipe: make a pipe. */
#include <unistd.h>

int pipe(int *fds)
{
	return pipe2(fds, 0);
}
