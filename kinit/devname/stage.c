/* SPDX-License-Identifier: MIT */
/*
 * stage.c: the rootdelay and find-root stages: wait for the device root=
 * names, rescanning the block devices whenever the kernel announces one.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "lvm.h"
#include "md.h"

int rootdelay_stage(struct boot *b)
{
	const char *v = cmdline_get(&b->c, "rootdelay");
	long long t;

	if (v && atoi(v) > 0) {
		kmsg(KINFO, "rootdelay: waiting %d s", atoi(v));
		timing_begin("rootdelay");
		t = now_ms();
		sleep((unsigned int)atoi(v));
		/* a wait for the devices, as the kernel's rootdelay= is */
		device_wait_ms += now_ms() - t;
		timing_end("rootdelay");
	}
	return 0;
}

/*
 * Wait for the root device.  rootwait waits for ever (rootwait=N for N
 * seconds), otherwise a bounded default; the device list is scanned again
 * whenever a device appears, and at growing intervals besides.
 */
static int find_root(struct boot *b)
{
	const char *why;
	long long probed = devname_probe_us;
	struct devwait w;
	int res, md = md_autodetect_on(&b->c), late;

	devwait_start(&w, cmdline_wait_ms(&b->c, "rootwait", ROOT_WAIT_MS));
	for (;;) {
		res = devname_resolve(b->root, &b->r, &why);
		if (res < 0) {
			kmsg(KERR, "root=%s: %s", b->root, why);
			break;
		}
		if (res > 0)
			break;
		/* It may be a logical volume on the devices there now. */
		if (lvm_activate(&b->c) > 0)
			continue;
		/*
		 * Or on an md array: a whole one at once; one with members
		 * missing at the end of the wait, or under rootwait for
		 * ever LAST_RESORT_MS into it.
		 */
		late = w.limit < 0 && now_ms() - w.start >= LAST_RESORT_MS;
		if (md && md_activate(late) > 0)
			continue;
		if (!devwait(&w)) {
			if (md && md_activate(1) > 0)
				continue;
			break;
		}
	}
	devwait_stop(&w);
	b->waited_ms = now_ms() - w.start;
	/* The kernel's share: the waits for a device, the probes' reads. */
	b->root_io_ms = (w.slept_us + devname_probe_us - probed + 500) / 1000;
	return res;
}

int find_root_stage(struct boot *b)
{
	const char *type, *arch;
	int res;

	type = gpt_root_type(&arch);
	if ((!b->root || !*b->root) && !type) {
		kmsg(KERR, "no root= on the command line: nothing to mount");
		devname_table();
		return -1;
	}
	/* As systemd's initrd does: the root found by its partition type. */
	if (!b->root || !*b->root) {
		kmsg(KINFO, "no root= on the command line: looking for the "
		     "%s root partition (root=gpt-auto)", arch);
		b->root = "gpt-auto";
	}
	/* root=/dev/nfs names no device: the network has the root. */
	b->nfs = !strcmp(b->root, "/dev/nfs");
	b->waited_ms = 0;
	b->root_io_ms = 0;
	timing_begin("find-root");
	res = b->nfs ? 1 : find_root(b);
	timing_end("find-root");
	if (res <= 0) {
		/* Waiting longer helps only a device that is not there yet. */
		kmsg(KERR, "cannot find the root device root=%s (waited %lld.%03lld s%s)",
		     b->root, b->waited_ms / 1000, b->waited_ms % 1000,
		     res < 0 || cmdline_has(&b->c, "rootwait") ? "" :
		     "; rootwait waits longer");
		if (res == 0 && !strcmp(b->root, "gpt-auto"))
			kmsg(KERR, "root=gpt-auto: no GPT partition of the %s root "
			     "type %s without the no-auto attribute (bit 63)%s%s",
			     arch, type, *gpt_loader_partuuid() ? " on the disk "
			     "of the boot loader's partition PARTUUID=" : "",
			     gpt_loader_partuuid());
		devname_table();
		return -1;
	}
	if (!b->nfs)
		kmsg(KINFO, "root=%s is %s (%u:%u), found after %lld ms", b->root,
		     b->r.path, major(b->r.dev), minor(b->r.dev), b->waited_ms);
	return 0;
}
