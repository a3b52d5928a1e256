/* SPDX-License-Identifier: MIT */
/* mknod: make block or character device nodes, or named pipes. */
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] =
	"usage: mknod [-m mode] name b|c|u major minor\n"
	"       mknod [-m mode] name p\n";

int main(int argc, char **argv)
{
	mode_t mode = 0, type;
	const char *mode_s, *name;
	unsigned long long major = 0, minor = 0;
	dev_t dev = 0;

	prog_init(argc, argv, usage_text);
	mode_s = mode_option(argc, argv);
	argv += optind;
	argc -= optind;
	if (argc < 2 || argv[1][0] == '\0' || argv[1][1] != '\0')
		usage(1);
	name = argv[0];
	switch (argv[1][0]) {
	case 'b': type = S_IFBLK; break;
	case 'c':
	case 'u': type = S_IFCHR; break;
	case 'p': type = S_IFIFO; break;
	default: die("%s: unknown node type (b, c, u or p)", argv[1]);
	}
	if (type == S_IFIFO && argc != 2)
		die("a named pipe has no device numbers");
	if (type != S_IFIFO) {
		if (argc != 4)
			usage(1);
		/* The kernel's limits: 12 bits of major, 20 of minor. */
		major = num_arg(argv[2], 0, 0xfff, "major");
		minor = num_arg(argv[3], 0, 0xfffff, "minor");
		dev = makedev(major, minor);
	}
	if (mode_s)
		mode = mode_arg(mode_s, type | 0666);
	if (mknod(name, type | 0666, dev))
		die_errno("%s", name);
	if (mode_s && chmod(name, mode))
		die_errno("%s", name);
	return 0;
}
