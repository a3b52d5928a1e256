/* SPDX-License-Identifier: MIT */
/* __gr_lookup: a group of /etc/group, by name or by id. */
#include <string.h>
#include <errno.h>
#include "db.h"

struct group *__gr_lookup(const char *name, gid_t id)
{
	static struct group gr;
	static char line[DB_LINE_MAX];
	/* Members are at least one character and a comma each. */
	static char *mem[DB_LINE_MAX / 2 + 1];
	struct group *found = NULL;
	int saved = errno, n, i;
	long long gid;
	char *f[4], *p;
	FILE *file;

	file = fopen(_PATH_GROUP, "r");
	if (!file) {
		if (errno != ENOENT || (name ? strcmp(name, "root") : id))
			return NULL;
		/* klibc's built-in root group, for systems without the file. */
		mem[0] = NULL;
		gr = (struct group){ "root", "", 0, mem };
		errno = saved;
		return &gr;
	}
	while ((n = __db_next(file, line, f, 4)) >= 0) {
		if (n < 3 || (name && strcmp(f[0], name)))
			continue;
		gid = __db_id(f[2]);
		if (gid < 0 || (!name && gid != id))
			continue;
		i = 0;
		for (p = n > 3 ? f[3] : ""; *p; p += strcspn(p, ",")) {
			if (*p == ',') {
				*p++ = '\0';
				continue;
			}
			mem[i++] = p;
		}
		mem[i] = NULL;
		gr = (struct group){ f[0], f[1], gid, mem };
		found = &gr;
		break;
	}
	fclose(file);
	errno = saved;
	return found;
}
