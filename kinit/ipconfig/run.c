/* SPDX-License-Identifier: MIT */
/*
 * run.c: ipconfig's engine: every interface at once, DHCP/BOOTP (v4.c)
 * with back-off, static addresses and IPv6 (v6.c), until each group of
 * interfaces has a lease or the time is up; then the conf files (confs.c).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <poll.h>
#include <unistd.h>
#include <sys/random.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "engine.h"

uint32_t dev_rnd(void)
{
	static uint32_t seed;
	uint32_t r;

	if (getrandom(&r, sizeof(r), GRND_NONBLOCK) == sizeof(r))
		return r;
	/* Early in boot without entropy: still different per call. */
	seed = seed * 1103515245u + 12345u + (uint32_t)now_ms();
	return seed;
}

int dev_backoff(struct dev *d)
{
	int ms = d->interval;

	d->interval = d->interval * 2 > MAX_MS ? MAX_MS : d->interval * 2;
	return ms + (int)(dev_rnd() % (uint32_t)(ms / 4 + 1));
}

static int dev_static(struct dev *d)
{
	struct ipconfig_lease *l = &d->lease;
	const struct ipspec *sp = d->sp;

	memset(l, 0, sizeof(*l));
	snprintf(l->dev, sizeof(l->dev), "%s", d->nd.name);
	strcpy(l->proto, "none");
	l->addr = sp->addr;
	l->netmask = sp->netmask;
	l->broadcast.s_addr = sp->addr.s_addr | ~sp->netmask.s_addr;
	l->gateway = sp->gateway;
	l->server = sp->server;
	l->dns[0] = sp->dns[0];
	l->dns[1] = sp->dns[1];
	l->ntp = sp->ntp;
	snprintf(l->hostname, sizeof(l->hostname), "%s", sp->hostname);
	snprintf(l->nisdomain, sizeof(l->nisdomain), "%s", sp->nisdomain);
	d->state = DONE;
	return 0;
}

/* The link is up: configure a static address, or start asking. */
static void link_ready(struct dev *d, long long now)
{
	d->carrier_seen = 1;
	d->start = now;
	d->xid = dev_rnd();
	if (!d->v6 && !(d->sp->proto & V4)) {
		dev_static(d);
		return;
	}
	if (d->v6 ? v6_open(d) : (d->fd = v4_open(d)) < 0) {
		kmsg(KERR, "%s: cannot open the %s: %s", d->nd.name,
		     d->v6 ? "IPv6 sockets" : "packet socket", strerror(errno));
		d->state = STOPPED;
		return;
	}
	d->state = SELECTING;
	d->next = now;
}

static void print_lease(const struct ipconfig_lease *l, long long ms)
{
	char a[4][48];

	if (l->addr6.s6_addr[0] && !l->addr.s_addr) {
		inet_ntop(AF_INET6, &l->addr6, a[0], sizeof(a[0]));
		inet_ntop(AF_INET6, &l->gateway6, a[1], sizeof(a[1]));
		inet_ntop(AF_INET6, &l->dns6[0], a[2], sizeof(a[2]));
		kmsg(KINFO, "%s: %s %s/%d gateway %s dns %s (%lld ms)", l->dev,
		     l->proto, a[0], l->prefix6, a[1], a[2], ms);
		return;
	}

	/* inet_ntoa has one buffer: copy each address out first. */
	snprintf(a[0], sizeof(a[0]), "%s", inet_ntoa(l->addr));
	snprintf(a[1], sizeof(a[1]), "%s", inet_ntoa(l->netmask));
	snprintf(a[2], sizeof(a[2]), "%s", inet_ntoa(l->gateway));
	snprintf(a[3], sizeof(a[3]), "%s", inet_ntoa(l->server));
	kmsg(KINFO, "%s: %s %s/%s gateway %s server %s%s%s (%lld ms)",
	     l->dev, l->proto, a[0], a[1], a[2], a[3],
	     l->rootpath[0] ? " rootpath " : "", l->rootpath, ms);
}

/* Apply and record a lease. */
static int finish(struct dev *d, const struct ipconfig_opts *o, long long t0)
{
	struct ipconfig_lease *l = &d->lease;

	if (!o->dry_run && d->v6) {
		if (netdev_add_addr6(d->nd.ifindex, &l->addr6, l->prefix6)) {
			kmsg(KERR, "%s: cannot add the IPv6 address: %s",
			     l->dev, strerror(errno));
			return -1;
		}
		if (l->gateway6.s6_addr[0] &&
		    netdev_add_route6(d->nd.ifindex, &l->gateway6))
			kmsg(KWARN, "%s: cannot add the IPv6 default route: %s",
			     l->dev, strerror(errno));
	} else if (!o->dry_run) {
		if (netdev_configure(l))
			return -1;
		if (l->hostname[0] &&
		    sethostname(l->hostname, strlen(l->hostname)))
			kmsg(KWARN, "cannot set the hostname %s: %s",
			     l->hostname, strerror(errno));
		if (l->nisdomain[0] &&
		    setdomainname(l->nisdomain, strlen(l->nisdomain)))
			kmsg(KWARN, "cannot set the NIS domain %s: %s",
			     l->nisdomain, strerror(errno));
	}
	if (!o->quiet)
		print_lease(l, now_ms() - t0);
	return 0;
}

/* Say what was tried and heard; the caller gives up. */
static void diagnose(struct dev *v, int n, long long waited)
{
	int i;

	kmsg(KERR, "no lease after %lld.%lld s on %d interface(s):",
	     waited / 1000, waited % 1000 / 100, n);
	for (i = 0; i < n; i++) {
		struct dev *d = &v[i];

		if (d->state == DONE)
			continue;
		if (!d->carrier_seen)
			kmsg(KERR, "  %s: no carrier (link down)", d->nd.name);
		else if (d->sp->proto & IPC_AUTO6 ||
			 d->sp->proto & IPC_DHCP6)
			kmsg(KERR, "  %s: %d request(s) sent, %s", d->nd.name,
			     d->sent, d->heard || d->dropped ? d->last :
			     "nothing heard");
		else
			kmsg(KERR, "  %s: %d %s request(s) sent, %s%s",
			     d->nd.name, d->sent,
			     d->sp->proto & IPC_DHCP ? "DHCP" : "BOOTP",
			     d->heard || d->dropped ? "last heard: " :
			     "no reply heard",
			     d->heard || d->dropped ? d->last : "");
	}
}

/*
 * One interface for one spec, IPv4 or IPv6 (v6); 1 if added.  An
 * interface belongs to the first spec naming it, once for each family.
 */
static int add_dev(struct dev *v, int n, const struct netdev *nd,
		   const struct ipspec *sp, int group, int v6,
		   const struct ipconfig_opts *o)
{
	int k;

	for (k = 0; k < n; k++)
		if (!strcmp(v[k].nd.name, nd->name) && !v[k].v6 == !v6)
			return 0;
	memset(&v[n], 0, sizeof(v[n]));
	v[n].nd = *nd;
	v[n].sp = sp;
	v[n].group = group;
	v[n].all = o->every;
	v[n].fd = v[n].fd6 = v[n].fdu = -1;
	v[n].v6 = v6;
	return 1;
}

long long ipconfig_wait_ms;

int ipconfig_run(const struct ipconfig_opts *o, struct ipconfig_lease *leases,
		 int max)
{
	static struct dev v[MAXDEV];
	static struct netdev all[MAXDEV];
	struct pollfd pf[2 * MAXDEV + 1];
	int nall, n = 0, i, j, g, k, got = 0, pending;
	long long t0 = now_ms(), now, limit, wake;
	int timeout = o->timeout_ms > 0 ? o->timeout_ms :
		      IPCONFIG_DEFAULT_TIMEOUT * 1000;

	nall = netdev_list(all, MAXDEV);
	for (g = 0; g < o->nspec; g++) {
		const struct ipspec *sp = &o->spec[g];
		int any = !sp->dev[0] || !strcmp(sp->dev, "all") ||
			  !strcmp(sp->dev, "any");

		if (sp->off)
			continue;
		for (j = 0; j < nall && n < MAXDEV; j++) {
			if (!any && strcmp(all[j].name, sp->dev))
				continue;
			/* A spec asks for IPv4 (DHCP, BOOTP or an address),
			 * IPv6, or both: one entry each. */
			if (sp->addr.s_addr || (sp->proto & V4) || !sp->proto)
				n += add_dev(v, n, &all[j], sp, 2 * g, 0, o);
			if (n < MAXDEV && (sp->proto & (IPC_DHCP6 | IPC_AUTO6)))
				n += add_dev(v, n, &all[j], sp, 2 * g + 1,
					     sp->proto & IPC_DHCP6 ? IPC_DHCP6 :
					     IPC_AUTO6, o);
			/* A static address without a device: the first one. */
			if (sp->addr.s_addr && any)
				break;
		}
		if (!any) {
			for (k = 0; k < n; k++)
				if (!strcmp(v[k].nd.name, sp->dev))
					break;
			if (k == n)
				kmsg(KERR, "ip=: there is no interface %s",
				     sp->dev);
		}
	}
	if (!n) {
		kmsg(KERR, "no network interface to configure (found %d)",
		     nall);
		return -1;
	}

	for (i = 0; i < n; i++) {
		if (v[i].v6 && !o->dry_run)
			v6_no_dad(v[i].nd.name);
		/* Even with -n: nothing can be sent on a link that is down. */
		if (netdev_up(v[i].nd.name))
			kmsg(KWARN, "%s: cannot bring the link up: %s",
			     v[i].nd.name, strerror(errno));
		v[i].state = WAIT_LINK;
		v[i].interval = FIRST_MS;
	}

	limit = t0 + timeout;
	for (;;) {
		now = now_ms();
		pending = 0;
		wake = limit;
		for (i = 0; i < n; i++) {
			struct dev *d = &v[i];
			int c;

			if (d->state == WAIT_LINK) {
				c = netdev_carrier(d->nd.name);
				/* No carrier file: assume one after 1 s. */
				if (c == 1 || (c < 0 && now - t0 > 1000))
					link_ready(d, now);
				else if (wake > now + LINK_POLL_MS)
					wake = now + LINK_POLL_MS;
			}
			if ((d->state == SELECTING || d->state == REQUESTING) &&
			    now >= d->next) {
				if (d->state == REQUESTING && d->sent >= 4) {
					/* The server went quiet: start over. */
					d->state = SELECTING;
					d->xid = dev_rnd();
					d->interval = FIRST_MS;
				}
				if (d->v6)
					v6_send(d, now);
				else
					v4_send(d, o, now);
			}
			if (d->state == DONE && d->fd != -2) {
				d->fd = -2;	/* finished with */
				if (d->fd6 >= 0)
					close(d->fd6);
				if (d->fdu >= 0)
					close(d->fdu);
				d->fd6 = d->fdu = -1;
				if (finish(d, o, t0)) {
					/* Not applied: the others go on. */
					d->state = STOPPED;
					snprintf(d->last, sizeof(d->last),
						 "a lease that could not be "
						 "applied");
					continue;
				}
				if (got < max)
					leases[got++] = d->lease;
				/*
				 * First lease wins in its group, or (-o)
				 * everywhere but on this interface.
				 */
				for (k = 0; k < n; k++)
					if (k != i && v[k].state != DONE &&
					    ((v[k].group == d->group &&
					      !d->all) ||
					     (o->first &&
					      strcmp(v[k].nd.name,
						     d->nd.name)))) {
						v[k].state = STOPPED;
						v[k].carrier_seen = 1;
					}
			}
		}
		/* Counted after the loop: a lease stops its group's others. */
		for (i = 0; i < n; i++) {
			struct dev *d = &v[i];

			if (d->state == WAIT_LINK || d->state == SELECTING ||
			    d->state == REQUESTING)
				pending++;
			if ((d->state == SELECTING || d->state == REQUESTING) &&
			    d->next < wake)
				wake = d->next;
		}
		if (!pending || now >= limit)
			break;
		k = 0;
		if (packet_fd >= 0) {
			pf[k].fd = packet_fd;
			pf[k].events = POLLIN;
			pf[k].revents = 0;
			k++;
		}
		for (i = 0; i < n; i++) {
			int f[2] = { v[i].fd6, v[i].fdu }, j2;

			if (v[i].state != SELECTING && v[i].state != REQUESTING)
				continue;
			for (j2 = 0; j2 < 2; j2++)
				if (f[j2] >= 0) {
					pf[k].fd = f[j2];
					pf[k].events = POLLIN;
					pf[k].revents = 0;
					k++;
				}
		}
		poll(pf, (nfds_t)k, wake > now ? (int)(wake - now) : 0);
		ipconfig_wait_ms += now_ms() - now;
		now = now_ms();
		if (packet_fd >= 0)
			v4_receive(v, n, o, now);
		for (i = 0; i < n; i++)
			if (v[i].v6 && (v[i].state == SELECTING ||
					v[i].state == REQUESTING))
				v6_receive(&v[i], now);
	}
	if (packet_fd >= 0)
		close(packet_fd);
	packet_fd = -1;
	for (i = 0; i < n; i++) {
		if (v[i].fd6 >= 0)
			close(v[i].fd6);
		if (v[i].fdu >= 0)
			close(v[i].fdu);
	}
	if (!got) {
		diagnose(v, n, now_ms() - t0);
		return -1;
	}
	conf_write_all(o, leases, got);
	return got;
}
