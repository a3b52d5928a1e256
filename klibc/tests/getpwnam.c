/* SPDX-License-Identifier: MIT */
/* getpwnam.c: users looked up by name, checked against /etc/passwd read here. */
#include <pwd.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tap.h"

int main(void)
{
	char line[1024], *f[7], *p;
	struct passwd *pw;
	int i, n, checked = 0, bad = 0;
	FILE *fp;

	fp = fopen("/etc/passwd", "r");
	if (!fp) {
		ok(1, "# skip no /etc/passwd here");
		return done();
	}
	/* Every well-formed entry, up to 40, found with the same fields. */
	while (checked < 40 && fgets(line, sizeof(line), fp)) {
		line[strcspn(line, "\n")] = '\0';
		for (n = 0, p = line; n < 7; n++) {
			f[n] = p;
			p = strchr(p, ':');
			if (!p)
				break;
			*p++ = '\0';
		}
		if (n < 6)
			continue;
		pw = getpwnam(f[0]);
		if (!pw) {
			/* A second entry of the same name loses to the first. */
			diag("%s: not found", f[0]);
			bad++;
		} else if (pw->pw_uid != strtoul(f[2], NULL, 10) ||
			   pw->pw_gid != strtoul(f[3], NULL, 10) ||
			   strcmp(pw->pw_dir, f[5]) ||
			   strcmp(pw->pw_shell, n == 6 ? f[6] : "") ||
			   strcmp(pw->pw_name, f[0])) {
			diag("%s: got uid %u gid %u dir %s shell %s", f[0],
			     (unsigned)pw->pw_uid, (unsigned)pw->pw_gid,
			     pw->pw_dir, pw->pw_shell);
			bad++;
		}
		checked++;
	}
	fclose(fp);
	ok(checked > 0 && !bad, "%d entries of /etc/passwd found as written (%d differ)",
	   checked, bad);

	pw = getpwnam("root");
	ok(pw && pw->pw_uid == 0 && pw->pw_gid == 0, "root is uid 0, gid 0");

	errno = 1234;
	pw = getpwnam("no-such-user-klibc-test");
	ok(!pw && errno == 1234, "an unknown name: NULL, errno untouched");
	ok(!getpwnam("roo"), "a prefix of a name is not that name");
	ok(!getpwnam("root:x"), "a name with a colon matches nothing");
	ok(!getpwnam(""), "the empty name matches nothing");

	/* The result is overwritten by the next call (static storage). */
	pw = getpwnam("root");
	i = pw && getpwnam("root") == pw;
	ok(i, "one static entry");
	return done();
}
