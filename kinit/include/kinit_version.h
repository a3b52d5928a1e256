/* SPDX-License-Identifier: MIT */
/* kinit_version.h: checking kinit's version against the kernel's built-in kinit. */
#ifndef KINIT_VERSION_H
#define KINIT_VERSION_H

/* Where a kernel built with CONFIG_KINIT publishes its kinit's version. */
#define KINIT_VERSION_FILE	"/sys/kernel/kinit_version"

/* The "@(#)kinit VERSION" tag the kernel's build reads out of kinit. */
extern const char kinit_version_tag[];

/*
 * Compare kinit's own version with the one in path (KINIT_VERSION_FILE):
 * 0 when they match or the kernel has no built-in kinit, 1 on a mismatch
 * (reported on the console), -1 when the file cannot be read.
 */
int kinit_check_version(const char *path);

struct boot;
/* The version stage: kinit_check_version(KINIT_VERSION_FILE). */
int version_stage(struct boot *b);

#endif
