/* SPDX-License-Identifier: MIT */
/* __db_next: the next entry of /etc/passwd or /etc/group, cut into fields. */
#include <string.h>
#include "db.h"

int __db_next(FILE *f, char *line, char **field, int n)
{
	size_t len;
	char *p;
	int i;

	while (fgets(line, DB_LINE_MAX, f)) {
		len = strlen(line);
		if (line[len - 1] == '\n') {
			line[len - 1] = '\0';
		} else if (!feof(f)) {
			/* Longer than any real entry: skip the rest of it. */
			int c;

			while ((c = getc(f)) != EOF && c != '\n')
				;
			continue;
		}
		p = line;
		for (i = 0; i < n && p; i++) {
			field[i] = p;
			p = strchr(p, ':');
			if (p)
				*p++ = '\0';
		}
		return i;
	}
	return -1;
}
