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

static int (*const stages[])(struct boot *) = {
	mounts_stage,		/* /proc, /sys, /dev, /run */
	cmdline_stage,		/* the command line */
	version_stage,		/* the kernel's own kinit, if any, is this one */
	modules_stage,		/* the modules the initramfs carries */
	resume_stage,		/* before anything is mounted read-write */
	md_stage,		/* arrays before the root lookup: it may be one */
	rootdelay_stage,
	ipconfig_stage,		/* before the root lookup: an NFS root needs it */
	initrd_stage,		/* an old initrd: the root, or it picks one */
	find_root_stage,
	mount_root_stage,
	extra_mounts_stage,	/* /usr from the root's fstab, kinit_mount= */
	handover_stage,		/* returns only when init cannot run */
};

/* A stage could not go on: a shell when asked for one, else the panic. */
static void give_up(const struct cmdline *c)
{
	char *sh[] = { "/bin/sh", NULL };

	if ((cmdline_has(c, "rd.shell") || cmdline_has(c, "kinit.shell")) &&
	    !access("/bin/sh", X_OK)) {
		kmsg(KERR, "starting /bin/sh as asked (rd.shell)");
		execv("/bin/sh", sh);
		kmsg(KERR, "cannot run /bin/sh: %s", strerror(errno));
	}
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
	for (i = 0; i < sizeof(stages) / sizeof(stages[0]); i++)
		if (stages[i](&b))
			break;
	give_up(&b.c);
	return 1;
}
