/* SPDX-License-Identifier: MIT */
/* stage.c: kinit's md stage: md=, raid= and root=/dev/mdN. */
#include <stdlib.h>
#include <string.h>
#include "kinit.h"
#include "md.h"

#define MEMBER_WAIT_MS	10000	/* without rootwait */

/* N of root=/dev/mdN, /dev/md/N or /dev/md_dN (*part set), else -1. */
static int root_md(const char *root, int *part)
{
	const char *p;
	char *end;
	long n;

	*part = 0;
	if (!root)
		return -1;
	if (!strncmp(root, "/dev/md_d", 9)) {
		*part = 1;
		p = root + 9;
	} else if (!strncmp(root, "/dev/md/", 8)) {
		p = root + 8;
	} else if (!strncmp(root, "/dev/md", 7)) {
		p = root + 7;
	} else {
		return -1;
	}
	if (*p < '0' || *p > '9')
		return -1;
	n = strtol(p, &end, 10);
	/* /dev/md0p1 is partition 1 of md0 */
	if ((*end && !(*end == 'p' && !*part)) || n > 255)
		return -1;
	return (int)n;
}

int md_autodetect_on(const struct cmdline *c)
{
	const char *raid = cmdline_get(c, "raid");

	return !raid || !strstr(raid, "noautodetect");
}

int md_activate_for(const struct cmdline *c, const char *spec)
{
	struct rootspec r;
	const char *why;

	if (!md_autodetect_on(c) || devname_resolve(spec, &r, &why))
		return 0;
	return md_activate(0);
}

int md_stage(struct boot *b)
{
	const struct cmdline *c = &b->c;
	const char *raid = cmdline_get(c, "raid"), *why;
	struct md_array a;
	long long wait_ms = cmdline_wait_ms(c, "rootwait", MEMBER_WAIT_MS);
	int i, autodetect = md_autodetect_on(c), done[256], n, part;

	/* Every /dev/mdN takes partitions in today's kernels. */
	if (raid && strstr(raid, "partitionable"))
		kmsg(KDEBUG, "raid=partitionable: md_dN arrays use the mdp major");
	memset(done, 0, sizeof(done));
	for (i = -1; (i = cmdline_next(c, i, "md")) >= 0;) {
		if (!c->value[i])
			continue;
		if (md_parse(c->value[i], &a, &why)) {
			kmsg(KERR, "md=%s: %s; ignored", c->value[i], why);
			continue;
		}
		timing_begin("md");
		done[a.number] = 1;
		md_assemble(&a, wait_ms);
		timing_end("md");
	}
	n = root_md(cmdline_get(c, "root"), &part);
	if (n < 0 || done[n])
		return 0;
	if (!autodetect) {
		kmsg(KINFO, "raid=noautodetect: not looking for md%d's members", n);
		return 0;
	}
	timing_begin("md");
	md_autodetect(n, part, wait_ms);
	timing_end("md");
	return 0;
}
