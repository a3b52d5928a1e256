/* SPDX-License-Identifier: MIT */
/*
 * params.c: ramdisk_size= of the command line turned into brd.rd_size=,
 * the brd module's parameter, before modules load.
 */
#include <stdio.h>
#include <string.h>
#include "kinit.h"
#include "initrd.h"

void initrd_params(struct cmdline *c)
{
	const char *v = cmdline_get(c, "ramdisk_size");
	char buf[64];

	if (!v || !*v || cmdline_get(c, "brd.rd_size"))
		return;
	if (strspn(v, "0123456789") != strlen(v) || strlen(v) > 10) {
		kmsg(KERR, "ramdisk_size=%s: not a number of KiB; ignored", v);
		return;
	}
	snprintf(buf, sizeof(buf), "brd.rd_size=%s", v);
	if (cmdline_parse(c, buf))
		kmsg(KERR, "ramdisk_size=: out of memory");
}
