/* SPDX-License-Identifier: MIT */
/* posix_openpt: open a pseudo-terminal master through /dev/ptmx. */
#include <stdlib.h>
#include <fcntl.h>

int posix_openpt(int flags)
{
	return open("/dev/ptmx", flags & ~(O_CREAT | O_TMPFILE));
}
