/* SPDX-License-Identifier: MIT */
/* brk: move the end of the data segment to end. */
#include <unistd.h>
#include <errno.h>

int brk(void *end)
{
	/* The kernel answers with the break it kept: the old one on failure. */
	if (__brk(end) != end) {
		errno = ENOMEM;
		return -1;
	}
	return 0;
}
