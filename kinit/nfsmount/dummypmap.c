/* SPDX-License-Identifier: MIT */
/*
 * dummypmap.c: a stand-in local portmapper for nfsmount -p: the kernel's
 * lockd registers with the portmapper on 127.0.0.1 when an NFSv3 mount
 * uses locks, and an initramfs runs none.  What is registered is written
 * to a file ("program version proto port" lines, as pmap_set reads them)
 * for the real portmapper to take over later.
 */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <netinet/in.h>
#include "kinit.h"
#include "nfsmount.h"
#include "utils.h"

#define AUTH_BODY_MAX	400
#define CONNS		4

static void reply_head(struct xdr *x, uint32_t xid, uint32_t stat)
{
	xdr_put_u32(x, xid);
	xdr_put_u32(x, 1);		/* REPLY */
	xdr_put_u32(x, 0);		/* MSG_ACCEPTED */
	xdr_put_u32(x, 0);		/* verifier: AUTH_NONE, empty */
	xdr_put_u32(x, 0);
	xdr_put_u32(x, stat);
}

static struct pmap_entry *find(struct pmap_table *t, uint32_t prog,
			       uint32_t vers, uint32_t prot)
{
	int i;

	for (i = 0; i < t->n; i++)
		if (t->e[i].prog == prog && t->e[i].vers == vers &&
		    (!prot || t->e[i].prot == prot))
			return &t->e[i];
	return NULL;
}

size_t pmap_serve(struct pmap_table *t, const uint8_t *req, size_t len,
		  uint8_t *reply, size_t cap)
{
	struct xdr in, out;
	uint32_t xid, prog, vers, proc, a[4];
	struct pmap_entry *e;
	size_t n;
	int i, ok;

	xdr_init(&in, (void *)req, len);
	xdr_init(&out, reply, cap);
	xid = xdr_get_u32(&in);
	if (xdr_get_u32(&in) != 0 || in.bad)	/* not a CALL: ignore */
		return 0;
	if (xdr_get_u32(&in) != 2) {
		/* MSG_DENIED, RPC_MISMATCH 2..2 */
		xdr_put_u32(&out, xid);
		xdr_put_u32(&out, 1);
		xdr_put_u32(&out, 1);
		xdr_put_u32(&out, 0);
		xdr_put_u32(&out, 2);
		xdr_put_u32(&out, 2);
		return in.bad || out.bad ? 0 : out.pos;
	}
	prog = xdr_get_u32(&in);
	vers = xdr_get_u32(&in);
	proc = xdr_get_u32(&in);
	for (i = 0; i < 2; i++) {		/* credentials, verifier */
		xdr_get_u32(&in);
		xdr_get_opaque(&in, AUTH_BODY_MAX, &n);
	}
	if (in.bad)
		return 0;
	if (prog != PMAP_PROGRAM) {
		reply_head(&out, xid, 1);	/* PROG_UNAVAIL */
		return out.pos;
	}
	if (vers != PMAP_VERSION) {
		/* rpcbind v3/v4: the kernel then falls back to version 2 */
		reply_head(&out, xid, 2);	/* PROG_MISMATCH */
		xdr_put_u32(&out, PMAP_VERSION);
		xdr_put_u32(&out, PMAP_VERSION);
		return out.pos;
	}
	if (proc > 3) {
		reply_head(&out, xid, 3);	/* PROC_UNAVAIL */
		return out.pos;
	}
	if (proc == 0) {
		reply_head(&out, xid, 0);
		return out.pos;
	}
	for (i = 0; i < 4; i++)
		a[i] = xdr_get_u32(&in);
	if (in.bad) {
		reply_head(&out, xid, 4);	/* GARBAGE_ARGS */
		return out.pos;
	}
	reply_head(&out, xid, 0);
	e = find(t, a[0], a[1], proc == 2 ? 0 : a[2]);
	switch (proc) {
	case 1:		/* SET: refused when taken or full, as portmap does */
		ok = !e && t->n < PMAP_TABLE_MAX && a[3] <= 65535 &&
			(a[2] == IPPROTO_TCP || a[2] == IPPROTO_UDP);
		if (ok) {
			t->e[t->n].prog = a[0];
			t->e[t->n].vers = a[1];
			t->e[t->n].prot = a[2];
			t->e[t->n].port = a[3];
			t->n++;
			t->changed = 1;
		}
		xdr_put_u32(&out, ok);
		break;
	case 2:		/* UNSET: every protocol of prog and vers */
		ok = 0;
		while ((e = find(t, a[0], a[1], 0))) {
			*e = t->e[--t->n];
			ok = t->changed = 1;
		}
		xdr_put_u32(&out, ok);
		break;
	case 3:		/* GETPORT */
		xdr_put_u32(&out, e ? e->port : 0);
		break;
	}
	return out.bad ? 0 : out.pos;
}

int pmap_table_write(const struct pmap_table *t, const char *file)
{
	/* A line an entry, "prog vers proto port": at most 37 bytes each. */
	char tmp[256], text[PMAP_TABLE_MAX * 40 + 1];
	size_t n = 0;
	int fd, i, r;

	if (snprintf(tmp, sizeof(tmp), "%s.tmp", file) >= (int)sizeof(tmp)) {
		errno = ENAMETOOLONG;
		return -1;
	}
	for (i = 0; i < t->n; i++)
		n += (size_t)snprintf(text + n, sizeof(text) - n, "%u %u %s %u\n",
				      t->e[i].prog, t->e[i].vers,
				      t->e[i].prot == IPPROTO_TCP ? "tcp" : "udp",
				      t->e[i].port);
	fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
	if (fd < 0)
		return -1;
	r = write_all(fd, text, n);
	if (close(fd))
		r = -1;
	if (r || rename(tmp, file)) {
		unlink(tmp);
		return -1;
	}
	return 0;
}

/* The kernel reaches the portmapper on 127.0.0.1: lo must be up. */
static void loopback_up(void)
{
	struct ifreq ifr;
	int fd = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);

	if (fd < 0)
		return;
	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	if (!ioctl(fd, SIOCGIFFLAGS, &ifr) && !(ifr.ifr_flags & IFF_UP)) {
		ifr.ifr_flags |= IFF_UP;
		ioctl(fd, SIOCSIFFLAGS, &ifr);
	}
	close(fd);
}

static int listener(int type, unsigned int *port)
{
	struct sockaddr_in sa;
	socklen_t sl = sizeof(sa);
	int one = 1, fd = socket(AF_INET, type | SOCK_CLOEXEC, 0);

	if (fd < 0)
		return -1;
	setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof(one));
	memset(&sa, 0, sizeof(sa));
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	sa.sin_port = htons((unsigned short)*port);
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa)) ||
	    (type == SOCK_STREAM && listen(fd, CONNS)) ||
	    getsockname(fd, (struct sockaddr *)&sa, &sl)) {
		close(fd);
		return -1;
	}
	*port = ntohs(sa.sin_port);
	return fd;
}

/* Answer one record on a TCP connection; -1 when it is done with. */
static int serve_tcp(struct pmap_table *t, int fd)
{
	uint8_t in[1024], out[4 + 64];
	long n = rpc_tcp_read_record(fd, in, sizeof(in), now_ms() + 2000);
	size_t m;

	if (n < 0)
		return -1;
	m = pmap_serve(t, in, (size_t)n, out + 4, sizeof(out) - 4);
	if (!m)
		return 0;
	out[0] = 0x80;
	out[1] = 0;
	out[2] = (uint8_t)(m >> 8);
	out[3] = (uint8_t)m;
	return write(fd, out, m + 4) == (ssize_t)(m + 4) ? 0 : -1;
}

static void serve(int udp, int tcp, const char *file)
{
	static struct pmap_table t;
	struct pollfd p[2 + CONNS];
	struct sockaddr_in from;
	socklen_t fl;
	uint8_t in[1024], out[64];
	ssize_t n;
	size_t m;
	int i, k;

	p[0].fd = udp;
	p[1].fd = tcp;
	for (i = 0; i < 2 + CONNS; i++) {
		if (i >= 2)
			p[i].fd = -1;
		p[i].events = POLLIN;
	}
	for (;;) {
		if (poll(p, 2 + CONNS, -1) < 0 && errno != EINTR)
			_exit(1);
		if (p[0].revents & POLLIN) {
			fl = sizeof(from);
			n = recvfrom(udp, in, sizeof(in), MSG_DONTWAIT,
				     (struct sockaddr *)&from, &fl);
			m = n > 0 ? pmap_serve(&t, in, (size_t)n, out,
					       sizeof(out)) : 0;
			if (m)
				sendto(udp, out, m, 0,
				       (struct sockaddr *)&from, fl);
		}
		if (p[1].revents & POLLIN) {
			k = accept4(tcp, NULL, NULL, SOCK_CLOEXEC);
			for (i = 2; k >= 0 && i < 2 + CONNS; i++)
				if (p[i].fd < 0) {
					p[i].fd = k;
					k = -1;
				}
			if (k >= 0)
				close(k);
		}
		for (i = 2; i < 2 + CONNS; i++)
			if (p[i].fd >= 0 && p[i].revents &&
			    serve_tcp(&t, p[i].fd)) {
				close(p[i].fd);
				p[i].fd = -1;
			}
		if (t.changed && file) {
			pmap_table_write(&t, file);
			t.changed = 0;
		}
	}
}

pid_t pmap_dummy_start(const char *file, unsigned int *port)
{
	unsigned int tport;
	int udp, tcp, sync[2];
	char c = 0;
	pid_t pid;

	loopback_up();
	udp = listener(SOCK_DGRAM, port);
	tport = *port;
	tcp = udp < 0 ? -1 : listener(SOCK_STREAM, &tport);
	if (tcp < 0 || tport != *port) {
		kmsg(KERR, "cannot stand in for the portmapper on 127.0.0.1 "
		     "port %u: %s", *port, strerror(errno));
		if (udp >= 0)
			close(udp);
		if (tcp >= 0)
			close(tcp);
		return -1;
	}
	if (pipe(sync))
		return -1;
	pid = fork();
	if (pid == 0) {
		close(sync[0]);
		if (file)
			pmap_table_write(&(struct pmap_table){ 0 }, file);
		close(sync[1]);		/* ready */
		serve(udp, tcp, file);
		_exit(0);
	}
	close(sync[1]);
	close(udp);
	close(tcp);
	if (pid > 0)
		(void)!read(sync[0], &c, 1);
	close(sync[0]);
	return pid;
}

void pmap_dummy_stop(pid_t pid)
{
	if (pid <= 0)
		return;
	kill(pid, SIGTERM);
	waitpid(pid, NULL, 0);
}
