/* SPDX-License-Identifier: MIT */
/* nfsmount.c: mounting an NFS export: RPC work in user space, then mount(2). */
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <linux/nfs_mount.h>
#include "kinit.h"
#include "nfsmount.h"
#include "utils.h"

#define NFSPROC_NULL	0

int nfs_split_spec(const char *spec, struct in_addr *server, char *path,
		   size_t pathlen, const char **why)
{
	const char *colon = strchr(spec, ':');
	char host[16];
	size_t n;

	if (!colon) {
		*why = "not server:/path";
		return -1;
	}
	n = (size_t)(colon - spec);
	if (!n || n >= sizeof(host)) {
		*why = "the server is not an IPv4 address";
		return -1;
	}
	memcpy(host, spec, n);
	host[n] = 0;
	/* No resolver in an initramfs: the server is given by address. */
	if (!inet_aton(host, server) || server->s_addr == htonl(INADDR_ANY)) {
		*why = "the server is not an IPv4 address";
		return -1;
	}
	if (colon[1] != '/') {
		*why = "the path does not start with /";
		return -1;
	}
	if (strlen(colon + 1) >= pathlen || strlen(colon + 1) > MNT_PATH_MAX) {
		*why = "the path is too long";
		return -1;
	}
	strcpy(path, colon + 1);
	return 0;
}

/*
 * The address this machine uses towards the server: that of a connected
 * UDP socket, which sends no packet.
 */
static int client_addr(const struct sockaddr_in *server, char *buf, size_t len)
{
	struct sockaddr_in me;
	socklen_t ml = sizeof(me);
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0), r = -1;

	if (fd < 0)
		return -1;
	if (!connect(fd, (const struct sockaddr *)server, sizeof(*server)) &&
	    !getsockname(fd, (struct sockaddr *)&me, &ml)) {
		snprintf(buf, len, "%s", inet_ntoa(me.sin_addr));
		r = 0;
	}
	close(fd);
	return r;
}

/* Append ",fmt" to a text option list; -1 when it does not fit. */
static int __attribute__((format(printf, 3, 4)))
add(char *buf, size_t len, const char *fmt, ...)
{
	size_t n = strlen(buf);
	va_list ap;
	int w;

	if (n && n + 1 < len)
		buf[n++] = ',';
	va_start(ap, fmt);
	w = vsnprintf(buf + n, len - n, fmt, ap);
	va_end(ap);
	return w < 0 || (size_t)w >= len - n ? -1 : 0;
}

static void hex(char *out, const uint8_t *p, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < n; i++) {
		out[2 * i] = digits[p[i] >> 4];
		out[2 * i + 1] = digits[p[i] & 15];
	}
	out[2 * n] = 0;
}

struct plan {
	struct in_addr server;
	char path[MNT_PATH_MAX + 1];
	char dev[MNT_PATH_MAX + 24];	/* server:/path for mount(2) */
	unsigned int port, mountport;
	int mount_tcp;
	struct nfs_fh3 fh;
	char text[768];			/* NFSv4's options */
	char clientaddr[16];
};

static void mount_hint(int e, const char *type)
{
	if (e == ENODEV)
		kmsg(KERR, "the kernel has no %s filesystem: load the nfs "
		     "modules (sunrpc, nfs, %s)", type,
		     strcmp(type, "nfs4") ? "nfsv3" : "nfsv4");
}

static void fill_binary(struct nfs_mount_data *d, const struct nfs_opts *o,
			const struct plan *p, int tcp)
{
	memset(d, 0, sizeof(*d));
	d->version = NFS_MOUNT_VERSION;
	d->fd = -1;
	d->flags = NFS_MOUNT_VER3 | (tcp ? NFS_MOUNT_TCP : 0) |
		(o->soft ? NFS_MOUNT_SOFT : 0) |
		(o->lock == 1 ? 0 : NFS_MOUNT_NONLM) |
		(o->ac ? 0 : NFS_MOUNT_NOAC) | (o->cto ? 0 : NFS_MOUNT_NOCTO);
	d->rsize = (int)o->rsize;
	d->wsize = (int)o->wsize;
	d->timeo = (int)(o->timeo ? o->timeo : tcp ? 600 : 7);
	/* Debian's nfsmount asks for 3 over TCP too (the kernel's is 2). */
	d->retrans = (int)(o->retrans ? o->retrans : 3);
	d->acregmin = (int)o->acregmin;
	d->acregmax = (int)o->acregmax;
	d->acdirmin = (int)o->acdirmin;
	d->acdirmax = (int)o->acdirmax;
	d->addr.sin_family = AF_INET;
	d->addr.sin_addr = p->server;
	d->addr.sin_port = htons((unsigned short)p->port);
	snprintf(d->hostname, sizeof(d->hostname), "%s", inet_ntoa(p->server));
	d->namlen = NFS_MAXNAMLEN;
	d->root.size = (unsigned short)p->fh.len;
	memcpy(d->root.data, p->fh.data, p->fh.len);
}

/* The dry run's lines, gathered and written at once (no stdio in kinit). */
struct out {
	char text[4096];
	size_t len;
	int over;
};

static void __attribute__((format(printf, 2, 3)))
say(struct out *o, const char *fmt, ...)
{
	va_list ap;
	int w;

	va_start(ap, fmt);
	w = vsnprintf(o->text + o->len, sizeof(o->text) - o->len, fmt, ap);
	va_end(ap);
	if (w < 0 || (size_t)w >= sizeof(o->text) - o->len)
		o->over = 1;
	else
		o->len += (size_t)w;
}

static void print_binary(struct out *o, const struct nfs_mount_data *d)
{
	say(o, "MOUNT_DATA=nfs_mount_data version=%d flags=0x%x rsize=%d "
	    "wsize=%d timeo=%d retrans=%d acregmin=%d acregmax=%d "
	    "acdirmin=%d acdirmax=%d addr=%s port=%u\n", d->version,
	    d->flags, d->rsize, d->wsize, d->timeo, d->retrans,
	    d->acregmin, d->acregmax, d->acdirmin, d->acdirmax,
	    inet_ntoa(d->addr.sin_addr), ntohs(d->addr.sin_port));
}

/* NFSv3: ports from the portmapper unless given, the handle from mountd. */
static int plan_v3(const struct nfs_mount_req *r, const struct nfs_opts *o,
		   struct plan *p, long long deadline)
{
	struct rpc_client c;
	char why[256];

	memset(&c, 0, sizeof(c));
	c.addr.sin_family = AF_INET;
	c.addr.sin_addr = p->server;
	c.timeo_ms = o->timeo ? o->timeo * 100 : 700;
	c.deadline = deadline;
	c.what = "portmapper";
	c.refused_ends = r->once && o->retry < 0;
	c.addr.sin_port = htons(PMAP_PORT);
	c.tcp = p->mount_tcp;
	p->port = o->port;
	p->mountport = o->mountport;
	if (!p->mountport &&
	    pmap_getport(&c, MOUNT_PROGRAM, MOUNT_V3, p->mount_tcp,
			 &p->mountport, why, sizeof(why)))
		goto fail;
	if (!p->port && pmap_getport(&c, NFS_PROGRAM, 3, o->tcp, &p->port, why,
				     sizeof(why))) {
		/* A kernel without NFS over UDP will not use it anyway. */
		if (o->tcp || pmap_getport(&c, NFS_PROGRAM, 3, 1, &p->port, why,
					   sizeof(why)))
			goto fail;
	}
	c.what = "mountd";
	c.addr.sin_port = htons((unsigned short)p->mountport);
	if (mnt3_mnt(&c, p->path, &p->fh, why, sizeof(why)))
		goto fail;
	return 0;
fail:
	kmsg(KERR, "%s: %s", r->spec, why);
	return -1;
}

/* NFSv4: no mountd; a NULL call shows that the server answers. */
static int plan_v4(const struct nfs_mount_req *r, const struct nfs_opts *o,
		   struct plan *p, long long deadline)
{
	struct rpc_client c;
	uint8_t reply[256];
	struct xdr res;
	char why[256], *t = p->text;
	size_t tl = sizeof(p->text);
	int bad = 0;

	if (!o->tcp) {
		kmsg(KERR, "%s: NFSv4 runs over TCP only (proto=udp given)",
		     r->spec);
		return -1;
	}
	p->port = o->port ? o->port : NFS_PORT;
	memset(&c, 0, sizeof(c));
	c.addr.sin_family = AF_INET;
	c.addr.sin_addr = p->server;
	c.addr.sin_port = htons((unsigned short)p->port);
	c.tcp = 1;
	c.deadline = deadline;
	c.what = "NFS server";
	c.refused_ends = r->once && o->retry < 0;
	if (rpc_call(&c, NFS_PROGRAM, 4, NFSPROC_NULL, "", 0, reply,
		     sizeof(reply), &res, why, sizeof(why))) {
		kmsg(KERR, "%s: %s", r->spec, why);
		return -1;
	}
	if (client_addr(&c.addr, p->clientaddr, sizeof(p->clientaddr))) {
		kmsg(KERR, "%s: no route to the server: %s", r->spec,
		     strerror(errno));
		return -1;
	}
	t[0] = 0;
	if (o->minor >= 0)
		bad |= add(t, tl, "vers=4.%d", o->minor);
	else
		bad |= add(t, tl, "vers=4");
	bad |= add(t, tl, "addr=%s", inet_ntoa(p->server));
	bad |= add(t, tl, "clientaddr=%s", p->clientaddr);
	bad |= add(t, tl, "proto=tcp,port=%u", p->port);
	if (o->rsize)
		bad |= add(t, tl, "rsize=%u", o->rsize);
	if (o->wsize)
		bad |= add(t, tl, "wsize=%u", o->wsize);
	if (o->timeo)
		bad |= add(t, tl, "timeo=%u", o->timeo);
	if (o->retrans)
		bad |= add(t, tl, "retrans=%u", o->retrans);
	bad |= add(t, tl, "acregmin=%u,acregmax=%u,acdirmin=%u,acdirmax=%u",
		   o->acregmin, o->acregmax, o->acdirmin, o->acdirmax);
	bad |= add(t, tl, "%s,%s,%s,%s,sec=sys", o->soft ? "soft" : "hard",
		   o->lock ? "lock" : "nolock", o->ac ? "ac" : "noac",
		   o->cto ? "cto" : "nocto");
	if (bad) {
		kmsg(KERR, "%s: the mount options are too long", r->spec);
		return -1;
	}
	return 0;
}

/* What lockd registered with the stand-in portmapper, on one line. */
static void tell_registrations(const struct nfs_mount_req *r)
{
	char text[256], *nl;
	size_t n;

	if (read_file(r->portmap_file, text, sizeof(text)) < 0)
		text[0] = 0;
	n = strlen(text);
	while (n && text[n - 1] == '\n')
		text[--n] = 0;
	/* One registration a line: "; " between them. */
	while ((nl = strchr(text, '\n'))) {
		if (n + 1 >= sizeof(text)) {
			*nl = ';';	/* no room for the space */
			continue;
		}
		memmove(nl + 2, nl + 1, n - (size_t)(nl - text));
		nl[0] = ';';
		nl[1] = ' ';
		n++;
	}
	kmsg(KINFO, "lockd registered with the stand-in portmapper: %s "
	     "(kept in %s)", text[0] ? text : "nothing", r->portmap_file);
}

int nfs_mount(const struct nfs_mount_req *r)
{
	static struct plan p;
	struct nfs_mount_data d;
	struct nfs_opts o = r->opts;
	unsigned long flags = r->flags;
	long long deadline, start;
	const char *why, *type = o.vers == 4 ? "nfs4" : "nfs";
	char fh[2 * NFS3_FH_MAX + 1];
	int tcp = o.tcp, e;
	pid_t pmap = -1;

	memset(&p, 0, sizeof(p));
	if (nfs_split_spec(r->spec, &p.server, p.path, sizeof(p.path), &why)) {
		kmsg(KERR, "%s: %s", r->spec, why);
		return -1;
	}
	snprintf(p.dev, sizeof(p.dev), "%s:%s", inet_ntoa(p.server), p.path);
	p.mount_tcp = o.mount_tcp < 0 ? o.tcp : o.mount_tcp;
	if (o.ro == 1)
		flags |= MS_RDONLY;
	else if (!o.ro)
		flags &= ~(unsigned long)MS_RDONLY;
	/* retry=0 still makes one full attempt. */
	start = now_ms();
	deadline = start + 1000LL * (o.retry < 0 && !r->once ? NFS_RETRY_DEFAULT :
					o.retry < 3 ? 3 : o.retry);
	if (o.vers == 4 ? plan_v4(r, &o, &p, deadline) :
	    plan_v3(r, &o, &p, deadline)) {
		e = errno;
		/* Say how long was tried, and how to try longer. */
		if (e == ETIMEDOUT || e == ECONNREFUSED || e == EHOSTUNREACH ||
		    e == ENETUNREACH)
			kmsg(KERR, "%s: gave up after %lld.%lld s (retry=N "
			     "waits N minutes)", r->spec,
			     (now_ms() - start) / 1000,
			     (now_ms() - start) % 1000 / 100);
		errno = e;
		return -1;
	}
	/* -p: locks, with a stand-in portmapper for lockd, as Debian's. */
	if (r->portmap_file && o.vers == 3 && o.lock < 0)
		o.lock = 1;
	if (o.vers == 3)
		fill_binary(&d, &o, &p, tcp);
	if (r->verbose && o.vers == 3)
		kmsg(KINFO, "%s: MOUNT v3 %u/%s gave a %u-byte handle; NFS "
		     "port %u/%s", p.dev, p.mountport,
		     p.mount_tcp ? "tcp" : "udp", (unsigned int)p.fh.len,
		     p.port, tcp ? "tcp" : "udp");
	else if (r->verbose)
		kmsg(KINFO, "%s: NFSv4 server answers on port %u/tcp; client "
		     "address %s", p.dev, p.port, p.clientaddr);

	if (r->dry_run) {
		static struct out out;

		out.len = 0;
		out.over = 0;
		say(&out, "NFS_SERVER=%s\nNFS_PATH=%s\nNFS_VERS=%d\n",
		    inet_ntoa(p.server), p.path, o.vers);
		say(&out, "NFS_PROTO=%s\nNFS_PORT=%u\n", tcp ? "tcp" : "udp",
		    p.port);
		if (o.vers == 3) {
			hex(fh, p.fh.data, p.fh.len);
			say(&out, "MOUNT_PROTO=%s\nMOUNT_PORT=%u\nNFS_FH=%s\n",
			    p.mount_tcp ? "tcp" : "udp", p.mountport, fh);
		} else {
			say(&out, "CLIENTADDR=%s\n", p.clientaddr);
		}
		say(&out, "MOUNT_SOURCE=%s\nMOUNT_TYPE=%s\nMOUNT_FLAGS=%s\n",
		    p.dev, type, flags & MS_RDONLY ? "ro" : "rw");
		if (o.vers == 3)
			print_binary(&out, &d);
		else
			say(&out, "MOUNT_DATA=%s\n", p.text);
		if (out.over)
			errno = ENOSPC;	/* cannot happen: the fields are bounded */
		if (out.over || write_all(1, out.text, out.len)) {
			kmsg(KERR, "standard output: %s", strerror(errno));
			return -1;
		}
		return 0;
	}

	if (r->portmap_file && o.vers == 3) {
		unsigned int pmport = PMAP_PORT;

		pmap = pmap_dummy_start(r->portmap_file, &pmport);
		if (pmap < 0)
			return -1;
	}
	if (!mount(p.dev, r->dir, type, flags, o.vers == 3 ? (void *)&d :
		   (void *)p.text)) {
		pmap_dummy_stop(pmap);
		if (pmap > 0 && r->verbose)
			tell_registrations(r);
		return 0;
	}
	e = errno;
	if (e == EINVAL && o.vers == 3 && !tcp) {
		/* Debian's kernels have CONFIG_NFS_DISABLE_UDP_SUPPORT. */
		kmsg(KWARN, "%s: the kernel refuses NFS over UDP; mounting "
		     "over TCP", r->spec);
		o.tcp = 1;
		if (!o.port && plan_v3(r, &o, &p, deadline))
			return -1;
		fill_binary(&d, &o, &p, 1);
		if (!mount(p.dev, r->dir, type, flags, &d)) {
			pmap_dummy_stop(pmap);
			return 0;
		}
		e = errno;
	}
	pmap_dummy_stop(pmap);
	kmsg(KERR, "mount %s on %s (%s, %s): %s", p.dev, r->dir, type,
	     flags & MS_RDONLY ? "ro" : "rw", strerror(e));
	mount_hint(e, type);
	errno = e;
	return -1;
}
