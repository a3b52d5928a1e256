/* SPDX-License-Identifier: MIT */
/* version.c: kinit's version check against /sys/kernel/kinit_version. */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include "kinit.h"
#include "kinit_version.h"
#include "../../klibc/tests/tap.h"

static char path[64];

static void put(const char *text)
{
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0600);

	if (fd >= 0) {
		if (write(fd, text, strlen(text)) < 0)
			diag("write %s failed", path);
		close(fd);
	}
}

int main(void)
{
	snprintf(path, sizeof(path), "/tmp/kinit-version-test.%d", (int)getpid());
	kinit_prog = "kinit";

	/* The kernel's build reads the version out of this very string. */
	ok(!strncmp(kinit_version_tag, "@(#)kinit ", 10), "the tag starts with \"@(#)kinit \"");
	is_str(kinit_version_tag + 10, KINIT_VERSION, "the tag carries KINIT_VERSION");

	unlink(path);
	is_int(kinit_check_version(path), 0, "no file: a kernel without CONFIG_KINIT");
	put(KINIT_VERSION "\n");
	is_int(kinit_check_version(path), 0, "the same version, as sysfs writes it");
	put(KINIT_VERSION);
	is_int(kinit_check_version(path), 0, "the same version, no newline");
	put("0.0.1-other\n");
	is_int(kinit_check_version(path), 1, "another version is a mismatch");
	put(KINIT_VERSION ".1\n");
	is_int(kinit_check_version(path), 1, "a longer version is a mismatch");
	put("\n");
	is_int(kinit_check_version(path), 1, "an empty version is a mismatch");
	unlink(path);
	return done();
}
