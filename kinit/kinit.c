/* SPDX-License-Identifier: MIT */
/*
 * kinit: the program the kernel runs as /init.  It does in user space what
 * the kernel's prepare_namespace() did: load the modules the initramfs
 * carries, wait for the root device, mount it, and hand over to the real
 * init.  When it cannot, it says what it was asked for and what it found.
 *
 * Each stage lives in its own folder with its own header and one entry
 * point (see kinit.h); what one stage learns, the next finds in struct boot.
 */
#include <stdlib.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include "kinit.h"
#include "kinit_version.h"
#include "fstab.h"
#include "initrd.h"
#include "md.h"
#include "modules.h"
#include "mount.h"
#include "resume.h"
#include "run_init.h"
#include "shell.h"

/* The stages in order, and the break= and rd.break= points before each. */
static const struct {
	int (*run)(struct boot *);
	const char *breaks;
} stages[] = {
	{ mounts_stage, NULL },		/* /proc, /sys, /dev, /run */
	{ cmdline_stage, NULL },	/* the command line */
	/* the kernel's own kinit, if any, is this one */
	{ version_stage, "top|cmdline" },
	/* the modules the initramfs carries */
	{ modules_stage, "modules|pre-udev|pre-trigger" },
	/* before anything is mounted read-write */
	{ resume_stage, "premount|initqueue" },
	{ md_stage, NULL },		/* arrays before the root lookup: it may be one */
	{ rootdelay_stage, NULL },
	{ ipconfig_stage, NULL },	/* before the root lookup: an NFS root needs it */
	{ initrd_stage, NULL },		/* an old initrd: the root, or it picks one */
	{ find_root_stage, NULL },
	{ mount_root_stage, "mount|mountroot|pre-mount" },
	{ extra_mounts_stage, NULL },	/* /usr from the root's fstab, kinit_mount= */
	/* returns only when init cannot run */
	{ handover_stage, "bottom|init|pre-pivot|cleanup" },
};

/* A stage could not go on: a shell when asked for one, else the panic. */
static void give_up(const struct cmdline *c)
{
	shell_rescue(c);
	kmsg(KERR, "giving up; the kernel will panic now");
	sync();
	exit(1);
}

int main(int argc, char **argv)
{
	static struct boot b;
	size_t i;

	kinit_prog = "kinit";
	b.argc = argc;
	b.argv = argv;
	b.t0 = now_ms();
	timing_begin("kinit");
	for (i = 0; i < sizeof(stages) / sizeof(stages[0]); i++) {
		if (stages[i].breaks)
			shell_break(&b.c, stages[i].breaks);
		if (stages[i].run(&b))
			break;
	}
	give_up(&b.c);
	return 1;
}
