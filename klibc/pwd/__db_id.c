/* SPDX-License-Identifier: MIT */
/* __db_id: a user or group id field of /etc/passwd or /etc/group. */
#include <stdlib.h>
#include <errno.h>
#include "db.h"

long long __db_id(const char *s)
{
	char *end;
	unsigned long long v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno || *end || v > 0xffffffffULL)
		return -1;
	return v;
}
