/* SPDX-License-Identifier: MIT */
/* stage.c: the cmdline stage: what the kernel and its arguments ask of kinit. */
#include "kinit.h"
#include "nfsroot.h"

int cmdline_stage(struct boot *b)
{
	timing_begin("cmdline");
	if (cmdline_load(&b->c, b->argc, b->argv))
		kmsg(KERR, "out of memory reading the command line");
	kmsg_debug = cmdline_has(&b->c, "kinit.debug");
	kmsg_timing = cmdline_has(&b->c, "kinit.timing");
	kmsg(KINFO, "started at %lld ms", b->t0);
	/* dracut's and initramfs-tools' NFS roots as the kernel's */
	nfsroot_cmdline(&b->c);
	b->root = cmdline_get(&b->c, "root");
	timing_end("cmdline");
	return 0;
}
