/* SPDX-License-Identifier: MIT */
/* kinit_check_version: compare kinit's version with the kernel's built-in kinit. */
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include "kinit.h"
#include "kinit_version.h"

#ifndef KINIT_VERSION
#error "KINIT_VERSION is set by kinit/kinit.mk from the VERSION file"
#endif

/*
 * A what(1)-style tag: a kernel built with CONFIG_KINIT reads the version
 * of the kinit it builds in out of the binary by this tag, and publishes it
 * as /sys/kernel/kinit_version.  Keep the format "@(#)kinit VERSION".
 */
const char kinit_version_tag[] = "@(#)kinit " KINIT_VERSION;

int kinit_check_version(const char *path)
{
	const char *mine = kinit_version_tag + 10;
	char buf[64];
	ssize_t n;
	int fd;

	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		/* A kernel without CONFIG_KINIT: any kinit may run on it. */
		kmsg(KDEBUG, "version %s; %s: %s", mine, path, strerror(errno));
		return 0;
	}
	n = read(fd, buf, sizeof(buf) - 1);
	close(fd);
	if (n < 0) {
		kmsg(KWARN, "cannot read %s: %s", path, strerror(errno));
		return -1;
	}
	buf[n] = '\0';
	buf[strcspn(buf, "\n")] = '\0';
	if (!strcmp(buf, mine)) {
		kmsg(KINFO, "version %s, the same as the kernel's built-in kinit",
		     mine);
		return 0;
	}
	/*
	 * Kernel and kinit were not built and tested together (an external
	 * initramfs replaced the built-in /init): say so loudly, but boot on,
	 * since refusing would leave the machine with no way to recover.
	 */
	kmsg(KERR, "VERSION MISMATCH: this kinit is %s, the kernel was built "
	     "with kinit %s", mine, buf[0] ? buf : "(none)");
	kmsg(KERR, "VERSION MISMATCH: install the kinit package matching "
	     "this kernel, or the kernel matching this kinit");
	return 1;
}
