/* SPDX-License-Identifier: MIT */
/* fuzz-lvm.c: libFuzzer target for LVM2 labels, metadata areas and text. */
#define _GNU_SOURCE
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <sys/sysmacros.h>

#include "lvm.h"

/*
 * Input: one byte choosing what is read.  Even: the rest is a volume
 * group's text metadata, parsed, and each volume's table made with every
 * PV present.  Odd: the rest is the start of a device, its label and
 * metadata area read as from a disk (a text found is parsed too).
 */
static void text(const char *t, size_t len)
{
	static struct lvm_vg vg;
	static char table[4096];
	dev_t devs[LVM_MAX_PVS];
	const char *why = NULL;
	int i, r;

	r = lvm_vg_parse(t, len, &vg, &why);
	if (r != 0 && (r != -1 || !why))
		__builtin_trap();
	if (r)
		return;
	if (vg.npvs > LVM_MAX_PVS || vg.nlvs > LVM_MAX_LVS || vg.nsegs > LVM_MAX_SEGS ||
	    !memchr(vg.name, 0, sizeof(vg.name)) || strlen(vg.id) != LVM_ID_LEN)
		__builtin_trap();
	for (i = 0; i < LVM_MAX_PVS; i++)
		devs[i] = makedev(8, (unsigned int)i);
	for (i = 0; i < vg.nlvs; i++) {
		why = NULL;
		r = lvm_table(&vg, &vg.lv[i], devs, table, sizeof(table), &why);
		if ((r < 0 && !why) || (r >= 0 && (!memchr(table, 0, sizeof(table)) ||
						   r != vg.lv[i].nsegs)))
			__builtin_trap();
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lvm_pv pv;
	const char *why = NULL;
	int fd, r;

	if (size < 1)
		return 0;
	if (!(data[0] & 1)) {
		text((const char *)data + 1, size - 1);
		return 0;
	}
	fd = memfd_create("pv", 0);
	if (fd < 0)
		return 0;
	if (write(fd, data + 1, size - 1) == (ssize_t)(size - 1)) {
		r = lvm_pv_read(fd, &pv, &why);
		if (r < -1 || r > 1 || (r < 0 && !why) || (r <= 0 && pv.meta))
			__builtin_trap();
		if (pv.meta) {
			if (strlen(pv.meta) > pv.meta_len)
				__builtin_trap();
			text(pv.meta, pv.meta_len);
		}
		free(pv.meta);
	}
	close(fd);
	return 0;
}
