/* SPDX-License-Identifier: MIT */
/* confs.c: every lease's /run/net-<dev>.conf, IPv4 and IPv6 of one interface together. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/sysinfo.h>
#include "kinit.h"
#include "engine.h"

static long uptime(void)
{
	struct sysinfo si;

	return sysinfo(&si) ? 0 : si.uptime;
}

void conf_write_all(const struct ipconfig_opts *o, struct ipconfig_lease *l,
		    int n)
{
	const char *dir = o->confdir ? o->confdir : "/run";
	int i, j;

	mkdir(dir, 0755);
	for (i = 0; i < n; i++) {
		struct ipconfig_lease m = l[i];

		for (j = 0; j < n; j++) {
			if (j == i || strcmp(l[j].dev, m.dev))
				continue;
			if (j < i)
				break;	/* written with the earlier one */
			if (l[j].addr6.s6_addr[0]) {
				m.addr6 = l[j].addr6;
				m.prefix6 = l[j].prefix6;
				m.gateway6 = l[j].gateway6;
				m.dns6[0] = l[j].dns6[0];
				m.dns6[1] = l[j].dns6[1];
				memcpy(m.proto6, l[j].proto6, sizeof(m.proto6));
				memcpy(m.domainsearch6, l[j].domainsearch6,
				       sizeof(m.domainsearch6));
			} else {
				struct ipconfig_lease t = l[j];

				t.addr6 = m.addr6;
				t.prefix6 = m.prefix6;
				t.gateway6 = m.gateway6;
				t.dns6[0] = m.dns6[0];
				t.dns6[1] = m.dns6[1];
				memcpy(t.proto6, m.proto6, sizeof(t.proto6));
				memcpy(t.domainsearch6, m.domainsearch6,
				       sizeof(t.domainsearch6));
				m = t;
			}
		}
		if (j < i)
			continue;
		if (conf_write(dir, &m, uptime()))
			kmsg(KWARN, "cannot write %s/net-%s.conf: %s", dir,
			     m.dev, strerror(errno));
	}
}
