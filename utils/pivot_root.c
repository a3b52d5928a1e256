/* SPDX-License-Identifier: MIT */
/* pivot_root: make new_root the root filesystem, the old one put_old. */
#include <sys/mount.h>
#include "utils.h"

static const char usage_text[] = "usage: pivot_root new_root put_old\n";

int main(int argc, char **argv)
{
	prog_init(argc, argv, usage_text);
	if (argc != 3)
		usage(1);
	if (pivot_root(argv[1], argv[2]))
		die_errno("%s, %s", argv[1], argv[2]);
	return 0;
}
