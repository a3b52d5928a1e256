/* SPDX-License-Identifier: MIT */
/* resume: resume from a hibernation image, as Debian's klibc-utils resume. */
/*
 * resume [-o offset] device [offset]
 *
 * Exit status, as Debian's: 1 for a usage error, 255 when it returns at
 * all (nothing was resumed: no device, no image, or the kernel refused
 * it; a resume never returns).  Silent when the device holds a swap area
 * with no image; warnings and errors go to stderr.
 */
#include "kinit.h"
#include "resume.h"

int main(int argc, char **argv)
{
	const char *spec;
	unsigned long long offset;
	int r;

	kinit_prog = "resume";
	/* initramfs-tools runs it on every boot with a resume device: a
	 * swap area with no image is the usual case, and silent. */
	kmsg_quiet = 1;
	r = resume_args(argc, argv, &spec, &offset);
	if (r)
		return r > 0 ? 0 : 1;
	/* Returns only when nothing was resumed: 255, as Debian's (-1). */
	resume_from(spec, offset, 0);
	return 255;
}
