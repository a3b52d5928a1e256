/* SPDX-License-Identifier: MIT */
/* chroot: run a command with another directory as its root. */
#include <errno.h>
#include <stdlib.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] =
	"usage: chroot newroot [command [argument...]]\n"
	"Without a command: $SHELL -i (or /bin/sh -i).\n";

int main(int argc, char **argv)
{
	char *shell[3];
	int err, c;

	prog_init(argc, argv, usage_text);
	/* Options end at newroot: the command's own are not ours. */
	while ((c = getopt(argc, argv, "+:h")) != -1) {
		if (c == 'h')
			usage(0);
		opt_error(c);
	}
	argv += optind - 1;
	argc -= optind - 1;
	if (argc < 2)
		usage(1);
	if (chroot(argv[1]))
		die_errno("cannot change root directory to %s", argv[1]);
	if (chdir("/"))
		die_errno("cannot change directory to the new /");
	if (argc == 2) {
		shell[0] = getenv("SHELL");
		if (!shell[0] || !*shell[0])
			shell[0] = "/bin/sh";
		shell[1] = "-i";
		shell[2] = NULL;
		argv = shell;
	} else {
		argv += 2;
	}
	execvp(argv[0], argv);
	/* As the shell does: 127 when not found, 126 when it cannot run. */
	err = errno;
	warn_errno("%s", argv[0]);
	return err == ENOENT ? 127 : 126;
}
