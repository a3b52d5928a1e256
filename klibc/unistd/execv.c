/* SPDX-License-Identifier: MIT */
/* execv: run a program with the current environment. */
#include <unistd.h>

int execv(const char *path, char * const *argv)
{
	return execve(path, argv, environ);
}
