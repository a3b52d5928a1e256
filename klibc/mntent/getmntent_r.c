/* SPDX-License-Identifier: MIT */
/*
 * getmntent_r: the next entry of a mount table into *m, its strings in
 * buf (buflen bytes, a line's room); NULL at the end.  Fields are
 * separated by blanks; the kernel's escapes \040 (space), \011 (tab),
 * \012 (newline) and \134 (backslash) are decoded.  Comments, blank lines
 * and lines with fewer than three fields are skipped, as are lines longer
 * than the buffer.
 */
#include <errno.h>
#include <mntent.h>
#include <stdlib.h>
#include <string.h>

/* The next field of *p, cut off and unescaped in place; NULL if none. */
static char *field(char **p)
{
	char *s = *p + strspn(*p, " \t\n"), *r, *w;

	if (!*s)
		return NULL;
	for (r = w = s; *r && !strchr(" \t\n", *r); r++) {
		if (r[0] == '\\' && r[1] >= '0' && r[1] <= '3' &&
		    r[2] >= '0' && r[2] <= '7' && r[3] >= '0' && r[3] <= '7') {
			*w++ = (r[1] - '0') << 6 | (r[2] - '0') << 3 | (r[3] - '0');
			r += 3;
		} else {
			*w++ = *r;
		}
	}
	*p = *r ? r + 1 : r;
	*w = '\0';
	return s;
}

struct mntent *getmntent_r(FILE *f, struct mntent *m, char *buf, int buflen)
{
	char *p, *n;
	size_t len;

	if (buflen < 2) {
		errno = EINVAL;
		return NULL;
	}
	while (fgets(buf, buflen, f)) {
		len = strlen(buf);
		if (buf[len - 1] != '\n' && !feof(f)) {
			int c;

			while ((c = getc(f)) != EOF && c != '\n')
				;
			continue;
		}
		p = buf;
		m->mnt_fsname = field(&p);
		if (!m->mnt_fsname || *m->mnt_fsname == '#')
			continue;
		m->mnt_dir = field(&p);
		m->mnt_type = field(&p);
		if (!m->mnt_type)
			continue;
		m->mnt_opts = field(&p);
		if (!m->mnt_opts)
			m->mnt_opts = "";
		n = field(&p);
		m->mnt_freq = n ? atoi(n) : 0;
		n = field(&p);
		m->mnt_passno = n ? atoi(n) : 0;
		return m;
	}
	return NULL;
}
