/*
 * getpwnam: look a user up by name in /etc/passwd.  The entry lives in
 * static storage until the next call.  NULL when there is no such user
 * (errno untouched) or the file cannot be read (errno set).
 */
#include <pwd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>

/* The next `:'-separated field of *p, cut off in place; NULL at the end. */
static char *field(char **p)
{
	char *s = *p, *e;

	if (!s)
		return NULL;
	e = strchr(s, ':');
	if (e) {
		*e = '\0';
		*p = e + 1;
	} else {
		*p = NULL;
	}
	return s;
}

/* A decimal id that fits the type; -1 for anything else. */
static long long id(const char *s)
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

struct passwd *getpwnam(const char *name)
{
	static struct passwd pw;
	static char line[1024];
	struct passwd *found = NULL;
	int saved = errno;
	long long uid, gid;
	size_t n;
	FILE *f;
	char *p;

	if (!name || !*name)
		return NULL;
	f = fopen(_PATH_PASSWD, "r");
	if (!f)
		return NULL;
	while (fgets(line, sizeof(line), f)) {
		n = strlen(line);
		if (n && line[n - 1] == '\n') {
			line[n - 1] = '\0';
		} else if (!feof(f)) {
			/* Longer than any real entry: skip the rest of it. */
			int c;

			while ((c = getc(f)) != EOF && c != '\n')
				;
			continue;
		}
		p = line;
		pw.pw_name = field(&p);
		if (strcmp(pw.pw_name, name))
			continue;
		pw.pw_passwd = field(&p);
		uid = p ? id(field(&p)) : -1;
		gid = p ? id(field(&p)) : -1;
		pw.pw_gecos = field(&p);
		pw.pw_dir = field(&p);
		pw.pw_shell = field(&p);
		/* A malformed entry is no entry, as in the other libraries. */
		if (uid < 0 || gid < 0 || !pw.pw_dir)
			continue;
		if (!pw.pw_shell)
			pw.pw_shell = "";
		pw.pw_uid = uid;
		pw.pw_gid = gid;
		found = &pw;
		break;
	}
	fclose(f);
	errno = saved;
	return found;
}
