/* SPDX-License-Identifier: MIT */
/*
 * getmntent: the next entry of a mount table, in static storage until the
 * next call; NULL at the end (getmntent_r says how lines are read).
 */
#include <mntent.h>

struct mntent *getmntent(FILE *f)
{
	static struct mntent m;
	static char line[4096];

	return getmntent_r(f, &m, line, sizeof(line));
}
