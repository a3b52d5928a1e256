/* SPDX-License-Identifier: MIT */
/* __pw_lookup: a user of /etc/passwd, by name or by id. */
#include <string.h>
#include <errno.h>
#include "db.h"

struct passwd *__pw_lookup(const char *name, uid_t id)
{
	static struct passwd pw;
	static char line[DB_LINE_MAX];
	struct passwd *found = NULL;
	int saved = errno, n;
	long long uid, gid;
	char *f[7];
	FILE *file;

	file = fopen(_PATH_PASSWD, "r");
	if (!file) {
		if (errno != ENOENT || (name ? strcmp(name, "root") : id))
			return NULL;
		/* klibc's built-in root, for systems without the file. */
		pw = (struct passwd){ "root", "", 0, 0, "root", "/", "/bin/sh" };
		errno = saved;
		return &pw;
	}
	while ((n = __db_next(file, line, f, 7)) >= 0) {
		/* A malformed entry is no entry, as in the other libraries. */
		if (n < 6 || (name && strcmp(f[0], name)))
			continue;
		uid = __db_id(f[2]);
		gid = __db_id(f[3]);
		if (uid < 0 || gid < 0 || (!name && uid != id))
			continue;
		pw = (struct passwd){ f[0], f[1], uid, gid, f[4], f[5],
				      n > 6 ? f[6] : "" };
		found = &pw;
		break;
	}
	fclose(file);
	errno = saved;
	return found;
}
