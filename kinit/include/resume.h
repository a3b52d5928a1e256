/* SPDX-License-Identifier: MIT */
/* resume.h: resuming a hibernated system (kinit/resume/). */
#ifndef KINIT_RESUME_H
#define KINIT_RESUME_H

#include <stddef.h>

struct cmdline;
struct boot;

/* What the page at the start of a swap area holds. */
enum resume_kind {
	RESUME_GARBAGE,		/* no signature at all */
	RESUME_SWAP,		/* a plain swap area: nothing to resume */
	RESUME_IMAGE,		/* the kernel's own image: resumable */
	RESUME_FOREIGN,		/* an image another tool (uswsusp) wrote */
};

/*
 * Classify the first page of a swap area: `page' holds `len' bytes and the
 * signature is in its last 10 bytes.
 */
enum resume_kind resume_kind_of(const unsigned char *page, size_t len);

/*
 * Resume from the swap area named by spec (any form devname_resolve()
 * takes) at `offset' pages into it (resume_offset=, for swap files).  The
 * device is waited for up to wait_ms (-1: for ever).  The image's
 * signature is checked first; only a kernel image is handed to the
 * kernel, through /sys/power/resume_offset and /sys/power/resume.  On
 * success this does not return (the kernel restores the image); it
 * returns 1 when there was nothing to resume, -1 on an error (both with a
 * message printed).
 */
int resume_from(const char *spec, unsigned long long offset, long long wait_ms);

/*
 * The resume program's command line: `[-o offset] device [offset]', the
 * offset after the device being Debian's form (initramfs-tools'
 * local-premount/resume runs `resume DEVICE OFFSET').  Sets *spec and
 * *offset (0 when none is given); returns 0, 1 when -h printed the usage
 * on stdout, or -1 after a message on stderr.  Uses getopt (optind).
 */
int resume_args(int argc, char **argv, const char **spec,
		unsigned long long *offset);

/*
 * The resume stage: resume=, resume_offset=, noresume (or hibernate=no,
 * hibernate=noresume), resumewait, resumedelay= from the command line.
 * Returns only when there is nothing (more) to resume.
 */
int resume_stage(struct boot *b);

#endif
