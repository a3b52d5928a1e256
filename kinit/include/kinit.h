/* SPDX-License-Identifier: MIT */
/*
 * kinit.h: what kinit's stages share: the boot state one stage hands to
 * the next, messages and timing.  Each stage has a folder, a header of its
 * own and one entry point, `int NAME_stage(struct boot *b)', which returns
 * 0 to go on and -1 when the boot cannot go on (the stage has then said
 * why, and shown what it found); kinit.c runs them in order.  A stage
 * times what it does (timing_begin/timing_end) when it does anything.
 */
#ifndef KINIT_KINIT_H
#define KINIT_KINIT_H

#include <stddef.h>
#include <sys/types.h>
#include "cmdline.h"
#include "devname.h"
#include "ipconfig.h"

/* ---- the boot state ---- */

struct boot {
	int argc;			/* kinit's own arguments */
	char **argv;
	long long t0;			/* when kinit started, now_ms() time */
	struct cmdline c;		/* cmdline: the command line */
	long long modules_ms;		/* modules: the kernel loading them */
	int have_net;			/* ipconfig: lease holds a lease */
	int net_tried;			/* ipconfig: it ran */
	struct ipconfig_lease lease;
	const char *root;		/* root=, or the one the initrd chose */
	int nfs;			/* root=/dev/nfs: the network has it */
	struct rootspec r;		/* find-root: the device found */
	long long waited_ms;		/* find-root: the whole search */
	long long root_io_ms;		/* find-root: waiting for devices, probes */
	char rootdev[64];		/* mount-root: device or server:path */
	unsigned long root_flags;	/* mount-root: MS_RDONLY and rootflags= */
	long long mount_ms;		/* mount-root: the mount itself */
	long long extra_mount_ms;	/* fstab: /usr's and kinit_mount='s
					 * device waits, probes and mounts */
	int extra_mounts;		/* fstab: how many were tried */
};

/* ---- messages and timing (timing/) ---- */

extern const char *kinit_prog;		/* the name messages start with */
extern int kmsg_quiet;			/* no KINFO or KDEBUG messages */
extern int kmsg_to_kernel;		/* also to /dev/kmsg */
extern int kmsg_debug;			/* KDEBUG messages too */
extern int kmsg_timing;			/* the timeline on the console too */

/* `kinit: ...' on the console and in /dev/kmsg at the given level. */
void kmsg(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define KERR	3
#define KWARN	4
#define KINFO	6
#define KDEBUG	7

/* Monotonic time in milliseconds, and in microseconds. */
long long now_ms(void);
long long now_us(void);
/* Note that a stage starts or ends; kept for timing_write(). */
void timing_begin(const char *stage);
void timing_end(const char *stage);
/*
 * One item within a stage, such as a module's load (group "modules") or
 * the probe of a candidate root device (group "probes"), from start to
 * end in now_ms() time; the name is copied.
 */
void timing_item(const char *group, const char *name, long long start,
		 long long end);
/*
 * Write the timeline to /dev/kmsg (at debug level unless kmsg_timing or
 * kmsg_debug) and to the given file (e.g. /run/kinit/timing).
 */
void timing_write(const char *path);

#endif
