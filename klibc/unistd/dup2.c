/* SPDX-License-Identifier: MIT */
/* dup2: duplicate a descriptor onto a chosen number. */
#include <unistd.h>
#include <fcntl.h>

int dup2(int old, int new)
{
	/* dup3 refuses old == new; dup2 then only checks that old is open. */
	if (old == new)
		return fcntl(old, F_GETFD) < 0 ? -1 : new;
	return dup3(old, new, 0);
}
