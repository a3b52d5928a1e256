/* SPDX-License-Identifier: MIT */
/* fexecve: run the program open on a file descriptor. */
#include <unistd.h>
#include <fcntl.h>

int fexecve(int fd, char * const *argv, char * const *envp)
{
	return execveat(fd, "", argv, envp, AT_EMPTY_PATH);
}
