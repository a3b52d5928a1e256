/* SPDX-License-Identifier: MIT */
/* stage.c: the ipconfig stage: the network kinit's command line asks for. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "kinit.h"
#include "ipconfig_int.h"

#define MAXSPEC	8

/* Returns 1 when nothing asks for a network, 0 with *lease, -1 after saying why not. */
static int configure(const struct cmdline *c, struct ipconfig_lease *lease)
{
	static struct ipspec spec[MAXSPEC];
	struct ipconfig_opts o;
	struct ipconfig_lease got[8];
	const char *root = cmdline_get(c, "root"), *t, *why;
	int i, n = 0, nfs = root && !strcmp(root, "/dev/nfs"), off = 0;
	long secs;

	memset(lease, 0, sizeof(*lease));
	memset(&o, 0, sizeof(o));
	/* Every ip= counts, in order: each may name its own interface. */
	for (i = -1; (i = cmdline_next(c, i, "ip|nfsaddrs")) >= 0;) {
		if (n == MAXSPEC) {
			kmsg(KWARN, "more than %d ip=: the rest are ignored",
			     MAXSPEC);
			break;
		}
		if (ipspec_parse(c->value[i], IPC_DHCP | IPC_BOOTP, &spec[n],
				 &why)) {
			kmsg(KERR, "%s=%s: %s", c->name[i],
			     c->value[i] ? c->value[i] : "", why);
			continue;
		}
		if (spec[n].off) {
			off = 1;
			continue;
		}
		n++;
	}
	if (!n && nfs && !off) {
		/* root=/dev/nfs alone: DHCP on every interface, as the
		 * kernel's autoconfiguration does. */
		ipspec_parse("", IPC_DHCP | IPC_BOOTP, &spec[0], &why);
		n = 1;
	}
	if (!n)
		return 1;
	o.spec = spec;
	o.nspec = n;
	t = cmdline_get(c, "ipconfig.timeout");
	if (t && (secs = strtol(t, NULL, 10)) > 0)
		o.timeout_ms = secs > INT_MAX / 1000 ? INT_MAX :
			       (int)secs * 1000;
	o.port = DHCP_CLIENT_PORT;
	o.confdir = "/run";
	n = ipconfig_run(&o, got, 8);
	if (n <= 0) {
		kmsg(KERR, "no network configured (ipconfig.timeout=SECONDS "
		     "waits longer than %d s)", o.timeout_ms > 0 ?
		     o.timeout_ms / 1000 : IPCONFIG_DEFAULT_TIMEOUT);
		return -1;
	}
	/* An NFS root needs IPv4: the first IPv4 lease if there is one. */
	for (i = 0; i < n - 1 && !got[i].addr.s_addr; i++)
		;
	*lease = got[i];
	return 0;
}

int ipconfig_stage(struct boot *b)
{
	const char *root = cmdline_get(&b->c, "root");

	memset(&b->lease, 0, sizeof(b->lease));
	if (!cmdline_has(&b->c, "ip") && !cmdline_has(&b->c, "nfsaddrs") &&
	    !(root && !strcmp(root, "/dev/nfs")))
		return 0;
	timing_begin("ipconfig");
	b->net_tried = 1;
	b->have_net = configure(&b->c, &b->lease) == 0;
	timing_end("ipconfig");
	if (b->have_net)
		kmsg(KDEBUG, "network configured on %s", b->lease.dev);
	return 0;
}
