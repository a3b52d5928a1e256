/* SPDX-License-Identifier: MIT */
/* nfsroot.c: root=/dev/nfs: where the root is (nfsroot=, DHCP); mounting it. */
#include <stdio.h>
#include <string.h>
#include <arpa/inet.h>
#include <sys/stat.h>
#include "kinit.h"
#include "ipconfig.h"
#include "nfsmount.h"
#include "nfsroot.h"
#include "cmdline.h"

#define NFS_ROOT_DEFAULT	"/tftpboot/%s"
/*
 * nfsroot.rst's defaults, and nolock: nothing in an initramfs answers
 * lockd.  The kernel forces nolock; here an explicit `lock' is honoured,
 * with a stand-in portmapper for lockd while the root is mounted (its
 * registrations go to NFSROOT_PORTMAP for the real portmapper).
 */
#define NFS_ROOT_OPTIONS	"vers=3,tcp,rsize=4096,wsize=4096,nolock"
#define NFSROOT_PORTMAP		"/run/kinit/nfs-portmap"

/* Take "a.b.c.d:" off the front of s when it is there; 1 if it was. */
static int take_server(char *s, struct in_addr *server)
{
	char *colon = strchr(s, ':');
	char host[16];
	size_t n, i, dots;

	if (!colon)
		return 0;
	n = (size_t)(colon - s);
	if (!n || n >= sizeof(host))
		return 0;
	memcpy(host, s, n);
	host[n] = 0;
	/* A dotted quad only, as the kernel's in4_pton() takes it. */
	for (i = 0, dots = 0; i < n; i++)
		dots += host[i] == '.';
	if (strspn(host, "0123456789.") != n || dots != 3 ||
	    !inet_aton(host, server))
		return 0;
	memmove(s, colon + 1, strlen(colon + 1) + 1);
	return 1;
}

/* "dir[,options]": dir replaces the path unless empty or "default". */
static int take_path(const char *s, char *tmpl, size_t tlen, char *opts,
		     size_t olen)
{
	const char *comma = strchr(s, ',');
	size_t n = comma ? (size_t)(comma - s) : strlen(s), ol;

	if (n && !(n == 7 && !strncmp(s, "default", 7))) {
		if (n >= tlen)
			return -1;
		memcpy(tmpl, s, n);
		tmpl[n] = 0;
	}
	if (comma && comma[1]) {
		ol = strlen(opts);
		if (snprintf(opts + ol, olen - ol, "%s%s", ol ? "," : "",
			     comma + 1) >= (int)(olen - ol))
			return -1;
	}
	return 0;
}

/* Copy tmpl to out with every %s replaced by ip (the kernel used printf). */
static int expand(const char *tmpl, const char *ip, char *out, size_t len)
{
	size_t o = 0, il = strlen(ip);

	for (; *tmpl; tmpl++) {
		if (tmpl[0] == '%' && tmpl[1] == 's') {
			if (il >= len - o)
				return -1;
			memcpy(out + o, ip, il);
			o += il;
			tmpl++;
			continue;
		}
		if (o + 1 >= len)
			return -1;
		out[o++] = *tmpl;
	}
	out[o] = 0;
	return 0;
}

int nfsroot_from_url(const char *s, char *out, size_t n)
{
	const char *dir, *opts;
	size_t dl;
	int v4 = !strncmp(s, "nfs4:", 5), w;

	if (!v4 && strncmp(s, "nfs:", 4))
		return 0;
	s += v4 ? 5 : 4;
	/* [server:]dir[:options]: a server unless the directory comes first */
	dir = *s == '/' ? s : strchr(s, ':');
	if (!dir)
		dir = s + strlen(s);
	else if (*dir == ':')
		dir++;
	opts = strchr(dir, ':');
	dl = opts ? (size_t)(opts - dir) : strlen(dir);
	opts = opts && opts[1] ? opts + 1 : NULL;
	w = snprintf(out, n, "%.*s%.*s%s%s%s%s", (int)(dir - s), s, (int)dl, dir,
		     v4 || opts ? "," : "", v4 ? "vers=4" : "",
		     v4 && opts ? "," : "", opts ? opts : "");
	return w < 0 || (size_t)w >= n ? -1 : 1;
}

int nfsroot_cmdline(struct cmdline *c)
{
	const char *root = cmdline_get(c, "root"), *boot = cmdline_get(c, "boot");
	const char *name = "root", *val = root;
	char dir[1100], line[1200];
	int r;

	if (!root)
		root = "";
	r = nfsroot_from_url(root, dir, sizeof(dir));
	if (r > 0 && snprintf(line, sizeof(line), "root=/dev/nfs \"nfsroot=%s\"",
			      dir) >= (int)sizeof(line))
		r = -1;
	if (r < 0) {
		kmsg(KERR, "root=%s: too long", root);
		return -1;
	}
	if (!r && strcmp(root, "dhcp")) {
		/* initramfs-tools' boot=nfs: whatever root= says */
		if (!boot || strcmp(boot, "nfs") || !strcmp(root, "/dev/nfs"))
			return 0;
		name = "boot";
		val = boot;
	}
	if (!r)
		strcpy(line, "root=/dev/nfs");
	kmsg(KINFO, "%s=%s: an NFS root, taken as %s", name, val, line);
	if (cmdline_parse(c, line)) {
		kmsg(KERR, "out of memory reading the command line");
		return -1;
	}
	return 0;
}

int nfsroot_plan(const char *nfsroot, const struct ipconfig_lease *lease,
		 struct nfsroot_plan *p, const char **why)
{
	char tmpl[sizeof(p->path)], line[sizeof(p->path) + 16];
	char ip[16] = "0.0.0.0";
	struct in_addr a;
	int r;

	memset(p, 0, sizeof(*p));
	strcpy(tmpl, NFS_ROOT_DEFAULT);
	strcpy(p->opts, NFS_ROOT_OPTIONS);
	if (lease) {
		p->server = lease->server;
		inet_ntop(AF_INET, &lease->addr, ip, sizeof(ip));
	}
	if (lease && lease->rootpath[0]) {
		r = nfsroot_from_url(lease->rootpath, line, sizeof(line));
		if (r < 0 || strlen(lease->rootpath) >= sizeof(line))
			goto too_long;
		if (!r)
			strcpy(line, lease->rootpath);
		if (take_server(line, &a))
			p->server = a;
		if (take_path(line, tmpl, sizeof(tmpl), p->opts,
			      sizeof(p->opts)))
			goto too_long;
	}
	if (nfsroot && *nfsroot) {
		if (nfsroot[0] == '/' || nfsroot[0] == ',' ||
		    (nfsroot[0] >= '0' && nfsroot[0] <= '9')) {
			if (strlen(nfsroot) >= sizeof(line))
				goto too_long;
			strcpy(line, nfsroot);
		} else if (snprintf(line, sizeof(line), "/tftpboot/%s",
				    nfsroot) >= (int)sizeof(line)) {
			goto too_long;
		}
		if (take_server(line, &a))
			p->server = a;
		if (take_path(line, tmpl, sizeof(tmpl), p->opts,
			      sizeof(p->opts)))
			goto too_long;
	}
	if (expand(tmpl, ip, p->path, sizeof(p->path)))
		goto too_long;
	if (p->path[0] != '/') {
		*why = "the root directory does not start with /";
		return -1;
	}
	if (!p->server.s_addr) {
		*why = "no NFS server: give nfsroot=server-ip:/dir, the server "
			"in ip=, or a DHCP server that names one";
		return -1;
	}
	return 0;
too_long:
	*why = "nfsroot= or the DHCP root path is too long";
	return -1;
}

int nfsroot_mount(const struct cmdline *c, const struct ipconfig_lease *lease,
		  const char *dir, unsigned long flags, char *dev,
		  size_t devlen)
{
	static struct nfsroot_plan p;
	struct nfs_mount_req r;
	char spec[sizeof(p.path) + 20], err[160], vers[8];
	const char *why;

	if (nfsroot_plan(cmdline_get(c, "nfsroot"), lease, &p, &why)) {
		kmsg(KERR, "root=/dev/nfs: %s", why);
		return -1;
	}
	memset(&r, 0, sizeof(r));
	nfs_opts_init(&r.opts);
	if (nfs_opts_parse(&r.opts, p.opts, err, sizeof(err))) {
		kmsg(KERR, "nfsroot: %s", err);
		return -1;
	}
	snprintf(spec, sizeof(spec), "%s:%s", inet_ntoa(p.server), p.path);
	snprintf(dev, devlen, "%s", spec);
	if (r.opts.vers == 4 && r.opts.minor >= 0)
		snprintf(vers, sizeof(vers), "4.%d", r.opts.minor);
	else
		snprintf(vers, sizeof(vers), "%d", r.opts.vers);
	kmsg(KINFO, "NFS root %s (NFSv%s over %s, options %s)", spec, vers,
	     r.opts.tcp ? "tcp" : "udp", p.opts);
	r.spec = spec;
	r.dir = dir;
	r.flags = flags;
	r.verbose = 1;
	if (r.opts.vers == 3 && r.opts.lock == 1) {
		mkdir("/run/kinit", 0755);
		r.portmap_file = NFSROOT_PORTMAP;
	}
	return nfs_mount(&r);
}
