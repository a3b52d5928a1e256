/* SPDX-License-Identifier: MIT */
/* conf.c: /run/net-<dev>.conf, the shell variables initramfs-tools reads. */
#include <stdio.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <arpa/inet.h>
#include "ipconfig_int.h"
#include "utils.h"

static void put(struct conf_buf *b, const char *s, size_t n)
{
	if (n > sizeof(b->text) - b->len) {
		b->over = 1;
		return;
	}
	memcpy(b->text + b->len, s, n);
	b->len += n;
}

void conf_var(struct conf_buf *b, const char *name, const char *value)
{
	/* The file is sourced by sh: inside single quotes only ' itself is
	 * special, and ! for interactive shells, so both step outside. */
	const char *run;

	put(b, name, strlen(name));
	put(b, "='", 2);
	while (*value) {
		run = value + strcspn(value, "'!");
		put(b, value, (size_t)(run - value));
		if (!*run)
			break;
		put(b, "'\\", 2);
		put(b, run, 1);
		put(b, "'", 1);
		value = run + 1;
	}
	put(b, "'\n", 2);
}

static void addr(struct conf_buf *f, const char *name, struct in_addr a)
{
	conf_var(f, name, inet_ntoa(a));
}

static void addr6(struct conf_buf *f, const char *name, const struct in6_addr *a)
{
	char buf[64];

	conf_var(f, name, inet_ntop(AF_INET6, a, buf, sizeof(buf)) ? buf : "");
}

static int v6zero(const struct in6_addr *a)
{
	static const struct in6_addr z;

	return !memcmp(a, &z, sizeof(z));
}

int conf_write(const char *dir, const struct ipconfig_lease *l, long uptime)
{
	static struct conf_buf buf;
	struct conf_buf *f = &buf;
	char path[256], tmp[272], num[32];
	int fd, i;

	if ((size_t)snprintf(path, sizeof(path), "%s/net-%s.conf", dir,
			     l->dev) >= sizeof(path)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	/* Written beside and renamed: a reader never sees half a file. */
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	f->len = 0;
	f->over = 0;
	conf_var(f, "DEVICE", l->dev);
	conf_var(f, "PROTO", l->proto);
	if (strcmp(l->proto, "dhcp6") && strcmp(l->proto, "auto6")) {
		addr(f, "IPV4ADDR", l->addr);
		addr(f, "IPV4BROADCAST", l->broadcast);
		addr(f, "IPV4NETMASK", l->netmask);
		if (l->nroutes) {
			for (i = 0; i < l->nroutes; i++) {
				char key[32], val[32];

				snprintf(key, sizeof(key),
					 "IPV4ROUTE%dSUBNET", i);
				snprintf(val, sizeof(val), "%s/%d",
					 inet_ntoa(l->routes[i].dest),
					 l->routes[i].width);
				conf_var(f, key, val);
				snprintf(key, sizeof(key),
					 "IPV4ROUTE%dGATEWAY", i);
				addr(f, key, l->routes[i].gateway);
			}
		} else {
			addr(f, "IPV4GATEWAY", l->gateway);
		}
		addr(f, "IPV4DNS0", l->dns[0]);
		addr(f, "IPV4DNS1", l->dns[1]);
		conf_var(f, "HOSTNAME", l->hostname);
		conf_var(f, "DNSDOMAIN", l->dnsdomain);
		conf_var(f, "NISDOMAIN", l->nisdomain);
		addr(f, "ROOTSERVER", l->server);
		conf_var(f, "ROOTPATH", l->rootpath);
		conf_var(f, "filename", l->filename);
		snprintf(num, sizeof(num), "%ld", uptime);
		conf_var(f, "UPTIME", num);
		snprintf(num, sizeof(num), "%u", l->lease_time);
		conf_var(f, "DHCPLEASETIME", num);
		conf_var(f, "DOMAINSEARCH", l->domainsearch);
	}
	if (!v6zero(&l->addr6)) {
		conf_var(f, "IPV6PROTO", l->proto6[0] ? l->proto6 : l->proto);
		addr6(f, "IPV6ADDR", &l->addr6);
		snprintf(num, sizeof(num), "%d", l->prefix6);
		conf_var(f, "IPV6NETMASK", num);
		addr6(f, "IPV6GATEWAY", &l->gateway6);
		addr6(f, "IPV6DNS0", &l->dns6[0]);
		addr6(f, "IPV6DNS1", &l->dns6[1]);
		conf_var(f, "IPV6DOMAINSEARCH", l->domainsearch6);
	}
	if (f->over) {
		errno = ENOSPC;	/* cannot happen: the lease's fields are bounded */
		return -1;
	}
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	i = write_all(fd, f->text, f->len);
	if (close(fd))
		i = -1;
	if (i || rename(tmp, path)) {
		i = errno;
		unlink(tmp);
		errno = i;
		return -1;
	}
	return 0;
}
