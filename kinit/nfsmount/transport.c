/* SPDX-License-Identifier: MIT */
/* transport.c: an RPC call over UDP or TCP, retried until a deadline. */
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "nfsmount.h"

#define CALL_MAX	(MNT_PATH_MAX + 128)
#define LAST_FRAGMENT	0x80000000U
#define RPC_FRAGMENTS_MAX 256

/* Milliseconds left until the deadline, never negative. */
static int left(long long deadline)
{
	long long l = deadline - now_ms();

	return l < 0 ? 0 : l > 0x7fffffff ? 0x7fffffff : (int)l;
}

/*
 * A socket from a privileged port, as servers exporting with `secure'
 * demand; a program run by a user still gets an ordinary one.
 */
static int rpc_socket(int tcp)
{
	int fd = socket(AF_INET, SOCK_CLOEXEC |
			(tcp ? SOCK_STREAM : SOCK_DGRAM), 0);

	if (fd < 0)
		return -1;
	if (bindresvport(fd, NULL) && errno != EACCES && errno != EPERM &&
	    errno != EADDRINUSE) {
		close(fd);
		return -1;
	}
	return fd;
}

static int wait_fd(int fd, short ev, int ms)
{
	struct pollfd p = { fd, ev, 0 };
	int r;

	do
		r = poll(&p, 1, ms);
	while (r < 0 && errno == EINTR);
	if (r == 0)
		errno = ETIMEDOUT;
	return r > 0 ? 0 : -1;
}

static int connect_by(int fd, const struct sockaddr_in *sa, long long deadline)
{
	int fl = fcntl(fd, F_GETFL);

	fcntl(fd, F_SETFL, fl | O_NONBLOCK);
	if (!connect(fd, (const struct sockaddr *)sa, sizeof(*sa)))
		return 0;
	if (errno != EINPROGRESS)
		return -1;
	if (wait_fd(fd, POLLOUT, left(deadline)))
		return -1;
	/*
	 * Connecting again reports how the first attempt ended, as a
	 * return value (SO_ERROR's is not translated by qemu-user).
	 */
	if (!connect(fd, (const struct sockaddr *)sa, sizeof(*sa)) ||
	    errno == EISCONN)
		return 0;
	return -1;
}

static int write_by(int fd, const uint8_t *p, size_t n, long long deadline)
{
	while (n) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);

		if (w < 0 && (errno == EAGAIN || errno == EINTR)) {
			if (wait_fd(fd, POLLOUT, left(deadline)))
				return -1;
			continue;
		}
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static int read_by(int fd, uint8_t *p, size_t n, long long deadline)
{
	while (n) {
		ssize_t r;

		/* Whether or not the socket blocks, the deadline holds. */
		if (wait_fd(fd, POLLIN, left(deadline)))
			return -1;
		r = recv(fd, p, n, MSG_DONTWAIT);
		if (r < 0 && (errno == EAGAIN || errno == EINTR))
			continue;
		if (r == 0)
			errno = ECONNRESET;
		if (r <= 0)
			return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

long rpc_tcp_read_record(int fd, uint8_t *buf, size_t cap, long long deadline)
{
	size_t got = 0;
	uint32_t mark, n;
	uint8_t hdr[4], junk[256];
	int frags;

	/* A server streaming empty fragments must not keep us forever. */
	for (frags = 0; ; frags++) {
		if (frags >= RPC_FRAGMENTS_MAX) {
			errno = EMSGSIZE;
			return -1;
		}
		if (read_by(fd, hdr, 4, deadline))
			return -1;
		mark = (uint32_t)hdr[0] << 24 | (uint32_t)hdr[1] << 16 |
			(uint32_t)hdr[2] << 8 | hdr[3];
		n = mark & ~LAST_FRAGMENT;
		if (n > cap - got) {
			/* Too big: drain it (within a bound), then refuse. */
			if (n > RPC_REPLY_MAX * 16) {
				errno = EMSGSIZE;
				return -1;
			}
			while (n) {
				size_t k = n < sizeof(junk) ? n : sizeof(junk);

				if (read_by(fd, junk, k, deadline))
					return -1;
				n -= (uint32_t)k;
			}
			errno = EMSGSIZE;
			return -1;
		}
		if (read_by(fd, buf + got, n, deadline))
			return -1;
		got += n;
		if (mark & LAST_FRAGMENT)
			return (long)got;
	}
}

/* One exchange over TCP: connect, send the record, read records until ours. */
static int call_tcp(struct rpc_client *c, const uint8_t *msg, size_t n,
		    uint8_t *reply, size_t cap, struct xdr *res,
		    enum rpc_status *st, uint32_t *lo, uint32_t *hi)
{
	uint8_t rec[4 + CALL_MAX];
	int fd, tries;
	long got;

	fd = rpc_socket(1);
	if (fd < 0)
		return -1;
	if (connect_by(fd, &c->addr, c->deadline))
		goto fail;
	rec[0] = (uint8_t)((n >> 24) | 0x80);
	rec[1] = (uint8_t)(n >> 16);
	rec[2] = (uint8_t)(n >> 8);
	rec[3] = (uint8_t)n;
	memcpy(rec + 4, msg, n);
	if (write_by(fd, rec, n + 4, c->deadline))
		goto fail;
	for (tries = 0; tries < 8; tries++) {
		got = rpc_tcp_read_record(fd, reply, cap, c->deadline);
		if (got < 0)
			goto fail;
		xdr_init(res, reply, (size_t)got);
		*st = rpc_get_reply(res, c->xid, lo, hi);
		if (*st != RPC_NOT_OURS)
			break;
	}
	close(fd);
	return 0;
fail:
	close(fd);
	return -1;
}

/* One exchange over UDP: send, wait for our reply, retransmit on timeout. */
static int call_udp(struct rpc_client *c, const uint8_t *msg, size_t n,
		    uint8_t *reply, size_t cap, struct xdr *res,
		    enum rpc_status *st, uint32_t *lo, uint32_t *hi)
{
	unsigned int tmo = c->timeo_ms ? c->timeo_ms : 700;
	struct sockaddr_in from;
	socklen_t fl;
	long long until;
	ssize_t got;
	int fd;

	fd = rpc_socket(0);
	if (fd < 0)
		return -1;
	/* Connected, so the kernel drops datagrams from anyone else. */
	if (connect(fd, (const struct sockaddr *)&c->addr, sizeof(c->addr)))
		goto fail;
	while (left(c->deadline) > 0) {
		if (send(fd, msg, n, 0) < 0 && errno != ECONNREFUSED)
			goto fail;
		until = now_ms() + tmo;
		if (until > c->deadline)
			until = c->deadline;
		while (left(until) > 0) {
			if (wait_fd(fd, POLLIN, left(until)))
				break;
			fl = sizeof(from);
			got = recvfrom(fd, reply, cap, MSG_DONTWAIT,
				       (struct sockaddr *)&from, &fl);
			if (got < 0) {
				if (errno == ECONNREFUSED && c->refused_ends)
					goto fail;
				if (errno == ECONNREFUSED) {
					/* Nobody listens yet: wait. */
					usleep((useconds_t)left(until) * 1000);
					errno = ECONNREFUSED;
					break;
				}
				continue;
			}
			xdr_init(res, reply, (size_t)got);
			*st = rpc_get_reply(res, c->xid, lo, hi);
			if (*st == RPC_NOT_OURS || *st == RPC_MALFORMED)
				continue;	/* a stray, a late duplicate */
			close(fd);
			return 0;
		}
		if (tmo < 8000)
			tmo *= 2;
	}
	if (errno != ECONNREFUSED)
		errno = ETIMEDOUT;
fail:
	{
		int e = errno;

		close(fd);
		errno = e;
	}
	return -1;
}

int rpc_call(struct rpc_client *c, uint32_t prog, uint32_t vers,
	     uint32_t proc, const void *args, size_t alen, void *reply,
	     size_t cap, struct xdr *res, char *why, size_t whylen)
{
	uint8_t msg[CALL_MAX];
	struct xdr x;
	enum rpc_status st = RPC_MALFORMED;
	uint32_t lo, hi;
	char where[64];
	int r, backoff = 250, e;

	snprintf(where, sizeof(where), "%s at %s port %u/%s", c->what,
		 inet_ntoa(c->addr.sin_addr), ntohs(c->addr.sin_port),
		 c->tcp ? "tcp" : "udp");
	if (!c->xid)
		c->xid = (uint32_t)now_ms() * 2654435761U ^ (uint32_t)getpid();
	for (;;) {
		c->xid++;
		xdr_init(&x, msg, sizeof(msg));
		rpc_put_call(&x, c->xid, prog, vers, proc, 1);
		if (!x.bad && alen > x.len - x.pos)
			x.bad = 1;
		if (x.bad) {
			snprintf(why, whylen, "%s: call too large", where);
			errno = EMSGSIZE;
			return -1;
		}
		memcpy(msg + x.pos, args, alen);
		if (c->tcp)
			r = call_tcp(c, msg, x.pos + alen, reply, cap, res, &st,
				     &lo, &hi);
		else
			r = call_udp(c, msg, x.pos + alen, reply, cap, res, &st,
				     &lo, &hi);
		if (!r)
			break;
		e = errno;
		snprintf(why, whylen, "%s: %s", where, strerror(e));
		/* A server that refuses may be starting: try again. */
		if (e == EMSGSIZE || (e == ECONNREFUSED && c->refused_ends) ||
		    left(c->deadline) <= backoff) {
			if (e == ETIMEDOUT || left(c->deadline) <= backoff)
				snprintf(why, whylen, "%s: no answer (%s)",
					 where, strerror(e));
			errno = e;
			return -1;
		}
		usleep((useconds_t)backoff * 1000);
		if (backoff < 4000)
			backoff *= 2;
	}
	if (st == RPC_OK)
		return 0;
	if (st == RPC_PROG_MISMATCH || st == RPC_VERS_MISMATCH)
		snprintf(why, whylen, "%s: %s (it has %u to %u)", where,
			 rpc_status_str(st), lo, hi);
	else
		snprintf(why, whylen, "%s: %s", where, rpc_status_str(st));
	errno = st == RPC_AUTH_ERROR ? EACCES : EPROTO;
	return -1;
}
