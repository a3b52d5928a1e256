/* SPDX-License-Identifier: MIT */
/*
 * stage.c: kinit's resume stage: what the command line says about
 * resuming (resume=, resume_offset=, noresume, hibernate=, resumewait,
 * resumedelay=), handed to resume_from() in resume.c.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <errno.h>
#include "kinit.h"
#include "lvm.h"
#include "md.h"
#include "resume.h"

int resume_stage(struct boot *b)
{
	const struct cmdline *c = &b->c;
	const char *spec = cmdline_get(c, "resume");
	const char *v;
	unsigned long long offset = 0;
	long long wait_ms = 5000;
	char *end;

	if (!spec || !*spec)
		return 0;
	v = cmdline_get(c, "hibernate");
	if (cmdline_has(c, "noresume") ||
	    (v && (!strcmp(v, "noresume") || !strcmp(v, "no")))) {
		kmsg(KINFO, "%s: not resuming from %s",
		     cmdline_has(c, "noresume") ? "noresume" : "hibernate=", spec);
		return 0;
	}
	v = cmdline_get(c, "resume_offset");
	if (v && *v) {
		errno = 0;
		offset = strtoull(v, &end, 0);
		if (errno || *end || *v == '-') {
			kmsg(KERR, "resume_offset=%s: not a number; not resuming", v);
			return 0;
		}
	}
	v = cmdline_get(c, "resumedelay");
	if (v && atoi(v) > 0) {
		long long t = now_ms();

		kmsg(KINFO, "resumedelay: waiting %d s", atoi(v));
		sleep((unsigned int)atoi(v));
		device_wait_ms += now_ms() - t;
	}
	if (cmdline_has(c, "resumewait"))
		wait_ms = -1;
	/* A swap volume on LVM (the Debian installer's layout), or on md. */
	lvm_activate_for(c, spec);
	md_activate_for(c, spec);
	timing_begin("resume");
	resume_from(spec, offset, wait_ms);
	timing_end("resume");
	return 0;
}
