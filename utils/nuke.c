/* SPDX-License-Identifier: MIT */
/* nuke: remove files and whole directory trees, staying on their filesystem. */
#include <string.h>
#include "utils.h"

static const char usage_text[] =
	"usage: nuke path...\n"
	"Remove files and trees; never follows symlinks, never crosses mounts.\n";

int main(int argc, char **argv)
{
	int i = 1, status = 0;

	prog_init(argc, argv, usage_text);
	if (argc > 1 && !strcmp(argv[1], "-h"))
		usage(0);
	if (argc > 1 && !strcmp(argv[1], "--"))
		i++;
	for (; i < argc; i++)
		status |= remove_tree(argv[i]);
	return status;
}
