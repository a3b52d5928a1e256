/* SPDX-License-Identifier: MIT */
/* rewinddir: start reading a directory again from the beginning. */
#include <dirent.h>
#include <unistd.h>
#include "dirstream.h"

void rewinddir(DIR *d)
{
	lseek(d->fd, 0, SEEK_SET);
	d->pos = d->len = 0;
}
