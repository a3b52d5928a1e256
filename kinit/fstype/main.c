/* SPDX-License-Identifier: MIT */
/* fstype: print the filesystem type and size of a device, as Debian's does. */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "fsprobe.h"
#include "utils.h"

/*
 * fstype [-u] [file]
 *
 * Reads the start of file (standard input when none, or `-') and prints
 *   FSTYPE=<type>   ("unknown" when nothing is recognised)
 *   FSSIZE=<bytes>  (the filesystem's own size, 0 when not known; 0 for
 *                    swap areas and hibernation images, as Debian's says)
 * exactly as Debian's fstype does: initramfs-tools evals the output in a
 * function whose only local is FSTYPE, so any other line would set a
 * variable of its caller's.  With -u (ours), also UUID=<uuid> and
 * LABEL=<label> when the filesystem has them, escaped with backslashes
 * so that eval gives the value back (control characters are printed as
 * `_').  Exit status: 0 recognised, 1 unknown or a usage error, 2 when
 * the file cannot be read.
 */
static const char usage_text[] = "Usage: fstype [-u] [file]\n";

/* Debian's fstype gives no size for these: they hold no filesystem. */
static int sizeless(const char *type)
{
	return !strcmp(type, "swap") || !strcmp(type, "swsuspend");
}

/*
 * The probes use blkid's names; where Debian's fstype has its own name
 * for a type, initramfs-tools' scripts test for that one.
 */
static const char *debian_name(const char *type)
{
	if (!strcmp(type, "crypto_LUKS"))
		return "luks";
	if (!strcmp(type, "swsuspend"))
		return "suspend";
	return type;
}

static int shell_safe(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
		(c >= '0' && c <= '9') || c >= 0x80 ||
		strchr("_-.,/:+@%", c);
}

static void print_var(const char *name, const char *v)
{
	fputs(name, stdout);
	putchar('=');
	for (; *v; v++) {
		unsigned char c = (unsigned char)*v;

		if (c < 0x20 || c == 0x7f) {
			putchar('_');
			continue;
		}
		if (!shell_safe(c))
			putchar('\\');
		putchar(c);
	}
	putchar('\n');
}

int main(int argc, char *argv[])
{
	const char *file = "stdin";
	struct fsinfo fi;
	int fd = 0, r, ids = 0;

	progname = "fstype";
	prog_usage = usage_text;
	die_status = 2;
	if (argc > 1 && (!strcmp(argv[1], "-h") ||
			 !strcmp(argv[1], "--help")))
		usage(0);
	if (argc > 1 && !strcmp(argv[1], "-u")) {
		ids = 1;
		argc--;
		argv++;
	}
	if (argc > 2)
		usage(1);
	if (argc == 2 && strcmp(argv[1], "-")) {
		file = argv[1];
		fd = open(file, O_RDONLY);
		if (fd < 0)
			die_errno("%s", file);
	}
	r = fs_probe_fd(fd, &fi);
	if (r < 0)
		die_errno("%s", file);
	printf("FSTYPE=%s\nFSSIZE=%llu\n", r ? debian_name(fi.type) : "unknown",
	       r && !sizeless(fi.type) ? (unsigned long long)fi.size : 0ULL);
	if (ids && r && fi.uuid[0])
		print_var("UUID", fi.uuid);
	if (ids && r && fi.label[0])
		print_var("LABEL", fi.label);
	if (fflush(stdout) || ferror(stdout))
		die_errno("standard output");
	return r ? 0 : 1;
}
