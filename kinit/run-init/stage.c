/* SPDX-License-Identifier: MIT */
/*
 * stage.c: the hand-over stage: the timeline reported, the mounts kinit
 * made moved into the new root, and init run there.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/mount.h>
#include "kinit.h"
#include "initrd.h"
#include "run_init.h"

/* Move a mount into the new root when it has a place for it, else drop it. */
static void carry(const char *dir, const char *root)
{
	char target[64];
	struct stat st;

	snprintf(target, sizeof(target), "%s%s", root, dir);
	if (!stat(target, &st) && S_ISDIR(st.st_mode) &&
	    !mount(dir, target, NULL, MS_MOVE, NULL))
		return;
	umount2(dir, MNT_DETACH);
}

int handover_stage(struct boot *b)
{
	const char *init = cmdline_get(&b->c, "init");
	struct runinit ri;
	char **initargv;
	char other[64] = "", net[48] = "";
	long long total;
	int i, n;

	timing_begin("handover");
	/* An initrd whose /linuxrc ran goes to the new root's /initrd. */
	initrd_carry("/root");
	if (init && !*init)
		init = NULL;
	/* The kernel passes init's own arguments to us: hand them on. */
	initargv = calloc((size_t)b->argc + 1, sizeof(*initargv));
	if (!initargv)
		return -1;
	initargv[0] = (char *)(init ? init : "/sbin/init");
	for (i = 1, n = 1; i < b->argc && strcmp(b->argv[i], "--"); i++)
		initargv[n++] = b->argv[i];
	initargv[n] = NULL;

	timing_end("kinit");
	/*
	 * kinit's own work: all but the kernel's share, i.e. its time in
	 * init_module/finit_module (or waiting for the children that are),
	 * waiting for devices to appear (the root, and in any stage before:
	 * device_wait_ms) and reading them to probe, and the
	 * mounts: the root's, /usr's and kinit_mount='s.  Reading modules.dep
	 * and the command line, messages, the other stages and this one
	 * count as kinit's.
	 */
	total = now_ms() - b->t0;
	b->root_io_ms += device_wait_ms;
	/* Shown whenever one was tried: on fast hardware it may take 0 ms. */
	if (b->extra_mounts)
		snprintf(other, sizeof(other), ", the other mounts %lld ms",
			 b->extra_mount_ms);
	/* Waiting for links and for DHCP, BOOTP or router answers. */
	if (b->net_tried)
		snprintf(net, sizeof(net), ", waiting for the network %lld ms",
			 ipconfig_wait_ms);
	kmsg(KINFO, "handing over to %s on %s after %lld ms (the kernel: "
	     "loading modules %lld ms, devices and probes %lld ms, mounting "
	     "the root %lld ms%s%s; kinit's own work %lld ms)",
	     init ? init : "init", b->rootdev, total, b->modules_ms,
	     b->root_io_ms, b->mount_ms, other, net,
	     total - b->root_io_ms - b->modules_ms - b->mount_ms -
	     b->extra_mount_ms - (b->net_tried ? ipconfig_wait_ms : 0));
	timing_write("/run/kinit/timing");
	carry("/dev", "/root");
	carry("/proc", "/root");
	carry("/sys", "/root");
	carry("/run", "/root");

	memset(&ri, 0, sizeof(ri));
	ri.root = "/root";
	ri.console = "/dev/console";
	ri.drop_caps = cmdline_get(&b->c, "drop_capabilities");
	if (ri.drop_caps && !*ri.drop_caps)
		ri.drop_caps = NULL;
	run_init(&ri, init, initargv);
	return -1;
}
