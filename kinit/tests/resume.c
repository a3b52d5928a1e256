/* SPDX-License-Identifier: MIT */
/*
 * resume.c: the hibernation image check, resume_from()'s refusals and the
 * resume program's command line.
 */
#include <stdarg.h>
#include <string.h>
#include <unistd.h>
#include "kinit.h"
#include "resume.h"
#include "../../klibc/tests/tap.h"

static unsigned char page[65536];

static int kind(size_t psize, const char *sig, size_t len)
{
	memset(page, 0, sizeof(page));
	memcpy(page + psize - 10, sig, len);
	return resume_kind_of(page, psize);
}

/* resume_args() on a command line; *spec and *off get what it found. */
static int args(const char **spec, unsigned long long *off, ...)
{
	char *argv[8] = { "resume" };
	va_list ap;
	int argc = 1;

	va_start(ap, off);
	while (argc < 7 && (argv[argc] = va_arg(ap, char *)))
		argc++;
	va_end(ap);
	argv[argc] = NULL;
	optind = 0;	/* getopt starts over */
	*spec = NULL;
	return resume_args(argc, argv, spec, off);
}

static void command_line(void)
{
	unsigned long long off;
	const char *spec;

	ok(args(&spec, &off, "/dev/sda2", NULL) == 0 && off == 0 &&
	   spec && !strcmp(spec, "/dev/sda2"), "resume DEVICE: offset 0");
	/* initramfs-tools' local-premount/resume: resume DEVICE OFFSET. */
	ok(args(&spec, &off, "/dev/sda2", "34816", NULL) == 0 &&
	   off == 34816 && spec && !strcmp(spec, "/dev/sda2"),
	   "resume DEVICE OFFSET (Debian's form)");
	ok(args(&spec, &off, "-o", "0x8800", "UUID=1-2", NULL) == 0 &&
	   off == 0x8800 && spec && !strcmp(spec, "UUID=1-2"),
	   "resume -o OFFSET DEVICE");
	ok(args(&spec, &off, "-o8", "254:3", NULL) == 0 && off == 8 &&
	   spec && !strcmp(spec, "254:3"), "resume -oOFFSET DEVICE");
	is_int(args(&spec, &off, "/dev/sda2", "12x", NULL), -1,
	       "an offset that is not a number is refused");
	is_int(args(&spec, &off, "/dev/sda2", "-5", NULL), -1,
	       "a negative offset is refused");
	is_int(args(&spec, &off, "/dev/sda2", " -5", NULL), -1,
	       "... also after a space");
	is_int(args(&spec, &off, "-o", "", "/dev/sda2", NULL), -1,
	       "an empty -o is refused");
	is_int(args(&spec, &off, "-o", "8", "/dev/sda2", "8", NULL), -1,
	       "an offset given twice is refused");
	is_int(args(&spec, &off, "/dev/sda2", "8", "9", NULL), -1,
	       "three operands are refused");
	is_int(args(&spec, &off, NULL), -1, "no device is refused");
	is_int(args(&spec, &off, "-x", "/dev/sda2", NULL), -1,
	       "an unknown option is refused");
}

int main(void)
{
	command_line();

	is_int(kind(4096, "S1SUSPEND", 9), RESUME_IMAGE, "the kernel's image");
	is_int(kind(65536, "S1SUSPEND", 9), RESUME_IMAGE, "... on 64 KiB pages");
	is_int(kind(4096, "SWAPSPACE2", 10), RESUME_SWAP, "a plain swap area");
	is_int(kind(16384, "SWAP-SPACE", 10), RESUME_SWAP, "an old swap area");
	is_int(kind(4096, "ULSUSPEND", 9), RESUME_FOREIGN, "uswsusp's image");
	is_int(kind(4096, "LINHIB0001", 10), RESUME_FOREIGN, "an old swsusp image");
	is_int(kind(4096, "S1SUSPENX", 9), RESUME_GARBAGE, "a near miss");
	memset(page, 0xa5, sizeof(page));
	is_int(resume_kind_of(page, 4096), RESUME_GARBAGE, "garbage");
	/* The signature must end the page, not merely be in it. */
	memset(page, 0, sizeof(page));
	memcpy(page + 100, "S1SUSPEND", 9);
	is_int(resume_kind_of(page, 4096), RESUME_GARBAGE,
	       "a signature elsewhere in the page");
	is_int(resume_kind_of(page, 5), RESUME_GARBAGE, "a page shorter than a signature");

	is_int(resume_from("nonsense!", 0, 0), -1, "a resume= that names nothing");
	is_int(resume_from("/dev/no-such-swap-here", 0, 0), 1,
	       "a missing device: nothing to resume");
	is_int(resume_from("UUID=00000000-0000-0000-0000-000000000001", 0, 0), 1,
	       "an unknown UUID: nothing to resume");
	return done();
}
