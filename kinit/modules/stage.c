/* SPDX-License-Identifier: MIT */
/*
 * stage.c: the modules stage: the modules the initramfs carries for the
 * running kernel, with their parameters from the command line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/utsname.h>
#include "kinit.h"
#include "modules.h"
#include "initrd.h"

int modules_stage(struct boot *b)
{
	struct utsname u;
	char moddir[128];
	const char *v;
	int n;

	timing_begin("modules");
	uname(&u);
	snprintf(moddir, sizeof(moddir), "/lib/modules/%s", u.release);
	if (access(moddir, F_OK)) {
		/* An image built for another release: say so, then try it. */
		DIR *d = opendir("/lib/modules");
		struct dirent *e;

		while (d && (e = readdir(d)))
			if (e->d_name[0] != '.') {
				kmsg(KWARN, "modules are for %s, the kernel is %s",
				     e->d_name, u.release);
				snprintf(moddir, sizeof(moddir), "/lib/modules/%s",
					 e->d_name);
				break;
			}
		if (d)
			closedir(d);
	}
	initrd_params(&b->c);	/* ramdisk_size= for the brd module */
	/* kinit.module_jobs=1 loads one at a time whatever the CPUs. */
	v = cmdline_get(&b->c, "kinit.module_jobs");
	n = load_modules(moddir, &b->c, v ? atoi(v) : 0);
	timing_end("modules");
	b->modules_ms = (modules_kernel_us + 500) / 1000;
	if (n)
		kmsg(KWARN, "%d module(s) failed to load", n);
	return 0;
}
