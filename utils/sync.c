/* SPDX-License-Identifier: MIT */
/* sync: write cached data out: everything, or the files named. */
#include <fcntl.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] =
	"usage: sync [-d|-f] [file...]\n"
	"  -d data only (fdatasync)  -f whole filesystems (syncfs)\n";

int main(int argc, char **argv)
{
	int c, mode = 0, fd, status = 0, r;

	prog_init(argc, argv, usage_text);
	while ((c = getopt(argc, argv, ":dfh")) != -1) {
		if (c == 'd' || c == 'f')
			mode = c;
		else if (c == 'h')
			usage(0);
		else
			opt_error(c);
	}
	if (optind == argc) {
		if (mode)
			die("-%c needs a file", mode);
		sync();
		return 0;
	}
	for (; optind < argc; optind++) {
		/* Write access is not needed to flush a file. */
		fd = open(argv[optind], O_RDONLY | O_NONBLOCK | O_CLOEXEC);
		if (fd < 0) {
			warn_errno("%s", argv[optind]);
			status = 1;
			continue;
		}
		r = mode == 'd' ? fdatasync(fd) :
		    mode == 'f' ? syncfs(fd) :
				  fsync(fd);
		if (r) {
			warn_errno("%s", argv[optind]);
			status = 1;
		}
		close(fd);
	}
	return status;
}
