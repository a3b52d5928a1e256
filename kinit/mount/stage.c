/* SPDX-License-Identifier: MIT */
/*
 * stage.c: the mount-root stage: the root found (or the NFS root) mounted
 * on /root as rootfstype=, rootflags= and the last of ro and rw say.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/mount.h>
#include "kinit.h"
#include "mount.h"
#include "nfsroot.h"
#include "utils.h"

/* rootfstype= when given, else what resolving the root found (or NULL: probe). */
static const char *fstype_of(const struct boot *b)
{
	const char *t = cmdline_get(&b->c, "rootfstype");

	if (t && *t)
		return t;
	return b->r.fstype[0] ? b->r.fstype : NULL;
}

int mount_root_stage(struct boot *b)
{
	struct mount_opts mo;
	const char *t;
	long long start, members = btrfs_wait_ms;
	int res;

	timing_begin("mount-root");
	memset(&mo, 0, sizeof(mo));
	if (mount_opts_parse(&mo, cmdline_get(&b->c, "rootflags")))
		kmsg(KERR, "rootflags: out of memory; ignored");
	b->root_flags = MS_RDONLY | MS_SILENT | mo.flags;
	/* The last of ro and rw wins, as in the kernel. */
	t = cmdline_last_flag(&b->c, "ro|rw");
	if (t && !strcmp(t, "rw"))
		b->root_flags &= ~MS_RDONLY;
	else if (t)
		b->root_flags |= MS_RDONLY;
	if (b->r.readonly && !(b->root_flags & MS_RDONLY)) {
		kmsg(KINFO, "%s: its GPT entry says read-only (attribute bit "
		     "60): mounting it read-only", b->r.path);
		b->root_flags |= MS_RDONLY;
	}
	mkdir("/root", 0755);
	snprintf(b->rootdev, sizeof(b->rootdev), "%s",
		 b->nfs ? "/dev/nfs" : b->r.path);
	start = now_ms();
	if (b->nfs) {
		if (!b->have_net)
			kmsg(KWARN, "root=/dev/nfs: the network is not "
			     "configured; trying anyway");
		res = nfsroot_mount(&b->c, b->have_net ? &b->lease : NULL,
				    "/root", b->root_flags, b->rootdev,
				    sizeof(b->rootdev));
	} else {
		res = mount_root(b->rootdev, "/root", fstype_of(b),
				 b->root_flags, mo.data,
				 cmdline_wait_ms(&b->c, "rootwait", ROOT_WAIT_MS));
		if (res)
			devname_table();
	}
	free(mo.data);
	/* Waiting for a btrfs' other devices: the devices' share, not the mount's. */
	members = btrfs_wait_ms - members;
	b->root_io_ms += members;
	b->mount_ms = now_ms() - start - members;
	timing_end("mount-root");
	return res ? -1 : 0;
}
