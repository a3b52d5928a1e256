/* SPDX-License-Identifier: MIT */
/*
 * resume.c: hand a hibernation image back to the kernel, as the kernel's
 * own software_resume() would at boot: find the swap area, make sure it
 * holds an image the kernel wrote, then write its offset and MAJ:MIN to
 * /sys/power/.  This must run before anything is mounted read-write: the
 * image remembers the filesystems as they were.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "resume.h"
#include "utils.h"

#define SIG_LEN	10

enum resume_kind resume_kind_of(const unsigned char *page, size_t len)
{
	const unsigned char *sig;

	if (len < SIG_LEN)
		return RESUME_GARBAGE;
	sig = page + len - SIG_LEN;
	/* The kernel's HIBERNATE_SIG: what software_resume() accepts. */
	if (!memcmp(sig, "S1SUSPEND", 9))
		return RESUME_IMAGE;
	if (!memcmp(sig, "SWAPSPACE2", SIG_LEN) ||
	    !memcmp(sig, "SWAP-SPACE", SIG_LEN))
		return RESUME_SWAP;
	/* uswsusp's and old swsusp's: resumed by their own tools only. */
	if (!memcmp(sig, "ULSUSPEND", 9) || !memcmp(sig, "S2SUSPEND", 9) ||
	    !memcmp(sig, "LINHIB0001", SIG_LEN))
		return RESUME_FOREIGN;
	return RESUME_GARBAGE;
}

/* Wait for the device to appear: 1 found, 0 not in time, -1 bad spec. */
static int wait_device(const char *spec, struct rootspec *r, long long wait_ms)
{
	struct devwait w;
	const char *why;
	int res;

	devwait_start(&w, wait_ms);
	while (!(res = devname_resolve(spec, r, &why)) && devwait(&w))
		;
	devwait_stop(&w);
	device_wait_ms += now_ms() - w.start;
	if (res < 0)
		kmsg(KERR, "resume=%s: %s", spec, why);
	return res;
}

/* "resume: " in kinit's messages; the resume program's name says it already. */
static const char *who(void)
{
	return strcmp(kinit_prog, "resume") ? "resume: " : "";
}

int resume_from(const char *spec, unsigned long long offset, long long wait_ms)
{
	struct rootspec r;
	unsigned char *page;
	unsigned long long pos;
	size_t psize = (size_t)getpagesize();
	char text[48];
	ssize_t n;
	int fd, res;

	res = wait_device(spec, &r, wait_ms);
	if (res < 0)
		return -1;
	if (!res) {
		kmsg(KWARN, "resume=%s: no such device (waited %lld ms); "
		     "not resuming", spec, wait_ms);
		return 1;
	}
	if (offset > ~0ULL / psize) {
		kmsg(KERR, "resume_offset=%llu: too large", offset);
		return -1;
	}
	pos = offset * psize;
	page = malloc(psize);
	if (!page) {
		kmsg(KERR, "%sout of memory", who());
		return -1;
	}
	fd = open(r.path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		kmsg(KERR, "%s%s: %s", who(), r.path, strerror(errno));
		free(page);
		return -1;
	}
	n = pread(fd, page, psize, (off_t)pos);
	close(fd);
	if (n != (ssize_t)psize) {
		kmsg(KERR, "%s%s: cannot read its first page at %llu: %s",
		     who(), r.path, pos, n < 0 ? strerror(errno) : "short read");
		free(page);
		return -1;
	}
	res = resume_kind_of(page, psize);
	free(page);
	switch (res) {
	case RESUME_SWAP:
		kmsg(KINFO, "%s%s is a swap area with no hibernation "
		     "image: a fresh boot", who(), r.path);
		return 1;
	case RESUME_FOREIGN:
		kmsg(KWARN, "%s%s holds an image another program "
		     "(uswsusp) wrote; the kernel cannot resume it: not resuming",
		     who(), r.path);
		return 1;
	case RESUME_GARBAGE:
		kmsg(KWARN, "%s%s: no swap signature at %llu: not a swap "
		     "area; not resuming", who(), r.path, pos);
		return 1;
	}
	kmsg(KINFO, "resuming from the hibernation image on %s (%u:%u)",
	     r.path, major(r.dev), minor(r.dev));
	/* The offset first: writing the device starts the resume. */
	snprintf(text, sizeof(text), "%llu", offset);
	if (write_string("/sys/power/resume_offset", text) && offset) {
		kmsg(KERR, "%s/sys/power/resume_offset: %s", who(), strerror(errno));
		return -1;
	}
	snprintf(text, sizeof(text), "%u:%u", major(r.dev), minor(r.dev));
	if (write_string("/sys/power/resume", text)) {
		kmsg(KERR, "%s/sys/power/resume: %s", who(), strerror(errno));
		return -1;
	}
	/* Still here: the kernel refused the image (its log says why). */
	kmsg(KERR, "%sthe kernel did not resume from %s (see its log); "
	     "booting afresh", who(), r.path);
	return 1;
}
