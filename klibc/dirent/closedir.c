/* SPDX-License-Identifier: MIT */
/* closedir: close a directory stream. */
#include <dirent.h>
#include <unistd.h>
#include <stdlib.h>
#include "dirstream.h"

int closedir(DIR *d)
{
	int r = close(d->fd);

	free(d);
	return r;
}
