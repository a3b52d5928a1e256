/* SPDX-License-Identifier: MIT */
/* execvp: run a program found on $PATH with the current environment. */
#include <unistd.h>

int execvp(const char *file, char * const *argv)
{
	return execvpe(file, argv, environ);
}
