/* SPDX-License-Identifier: MIT */
/*
 * shell.c: the shells a user may ask for on the command line: one at a
 * break point, after which the boot goes on, and one that replaces kinit
 * when the boot cannot go on.  Never one that nobody asked for.
 */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include "kinit.h"
#include "shell.h"

static char *const sh_argv[] = { "sh", "-i", NULL };

/* Whether the comma list `list' names one of the '|'-separated `points'. */
static int names_point(const char *list, const char *points)
{
	const char *p, *q;
	size_t n, m;

	for (p = list; *p; p += n + (p[n] == ',')) {
		n = strcspn(p, ",");
		for (q = points; *q; q += m + (q[m] == '|')) {
			m = strcspn(q, "|");
			if (m == n && !strncmp(p, q, n))
				return 1;
		}
	}
	return 0;
}

void shell_break(const struct cmdline *c, const char *points)
{
	const char *v;
	pid_t pid;
	int i, st;

	for (i = -1; (i = cmdline_next(c, i, "break|rd.break")) >= 0;) {
		v = c->value[i];
		if (!v || !*v)
			v = strcmp(c->name[i], "break") ? "init" : "premount";
		if (names_point(v, points))
			break;
	}
	if (i < 0)
		return;
	if (access("/bin/sh", X_OK)) {
		kmsg(KERR, "%s=%s: no /bin/sh in the initramfs; going on",
		     c->name[i], v);
		return;
	}
	kmsg(KERR, "%s=%s: starting /bin/sh; the boot goes on when it exits",
	     c->name[i], v);
	pid = fork();
	if (pid == 0) {
		/* Its own session, the console its terminal: ^C reaches it. */
		setsid();
		ioctl(0, TIOCSCTTY, (void *)1);
		execv("/bin/sh", sh_argv);
		_exit(127);
	}
	while (pid > 0 && waitpid(pid, &st, 0) < 0 && errno == EINTR)
		;
	if (pid < 0)
		kmsg(KERR, "cannot start /bin/sh: %s", strerror(errno));
	else
		kmsg(KINFO, "/bin/sh exited; going on");
}

void shell_rescue(const struct cmdline *c)
{
	if (!cmdline_has(c, "rd.shell") && !cmdline_has(c, "kinit.shell"))
		return;
	if (access("/bin/sh", X_OK)) {
		kmsg(KERR, "rd.shell: no /bin/sh in the initramfs");
		return;
	}
	kmsg(KERR, "starting /bin/sh as asked (rd.shell)");
	execv("/bin/sh", sh_argv);
	kmsg(KERR, "cannot run /bin/sh: %s", strerror(errno));
}
