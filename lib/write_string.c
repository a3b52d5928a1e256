/* SPDX-License-Identifier: MIT */
/* write_string: put a short text into a file such as a /proc or /sys knob. */
#include <fcntl.h>
#include <string.h>
#include <unistd.h>
#include "utils.h"

int write_string(const char *path, const char *text)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	int res;

	if (fd < 0)
		return -1;
	res = write_all(fd, text, strlen(text));
	/* A knob may refuse the value only when the file is closed. */
	if (close(fd) && !res)
		res = -1;
	return res;
}
