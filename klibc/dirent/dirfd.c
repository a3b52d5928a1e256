/* SPDX-License-Identifier: MIT */
/* dirfd: the descriptor behind a directory stream. */
#include <dirent.h>
#include "dirstream.h"

int dirfd(DIR *d)
{
	return d->fd;
}
