/* SPDX-License-Identifier: MIT */
/*
 * socket.c: AF_UNIX sockets: socketpair, send/recv, sendmsg/recvmsg with
 * several buffers and SCM_RIGHTS descriptor passing, peer credentials, a
 * listening socket with accept, and walking control messages.
 */
#include <sys/socket.h>
#include <sys/un.h>
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>
#include "tap.h"

static void test_socketpair(void)
{
	int sv[2];
	char buf[64];

	if (!ok(socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) == 0,
		"socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC)"))
		return;
	ok((fcntl(sv[0], F_GETFD) & FD_CLOEXEC) &&
	   (fcntl(sv[1], F_GETFD) & FD_CLOEXEC), "... both ends close on exec");
	is_int(send(sv[0], "hello", 5, 0), 5, "send");
	memset(buf, 0, sizeof(buf));
	is_int(recv(sv[1], buf, 3, MSG_PEEK), 3, "recv with MSG_PEEK");
	is_str(buf, "hel", "... sees the start");
	memset(buf, 0, sizeof(buf));
	is_int(recv(sv[1], buf, sizeof(buf), 0), 5, "recv after a peek");
	is_str(buf, "hello", "... gets all of it");
	errno = 0;
	ok(recv(sv[1], buf, sizeof(buf), MSG_DONTWAIT) == -1 &&
	   (errno == EAGAIN || errno == EWOULDBLOCK),
	   "recv(MSG_DONTWAIT) on nothing: EAGAIN");
	is_int(send(sv[1], "back", 4, 0), 4, "send the other way");
	is_int(recv(sv[0], buf, sizeof(buf), 0), 4, "... received");
	ok(shutdown(sv[0], SHUT_WR) == 0, "shutdown(SHUT_WR)");
	is_int(recv(sv[1], buf, sizeof(buf), 0), 0, "... the peer reads EOF");
	close(sv[1]);
	errno = 0;
	ok(send(sv[0], "x", 1, MSG_NOSIGNAL) == -1 && errno == EPIPE,
	   "send to a closed peer with MSG_NOSIGNAL: EPIPE");
	close(sv[0]);

	if (!ok(socketpair(AF_UNIX, SOCK_DGRAM, 0, sv) == 0,
		"socketpair(AF_UNIX, SOCK_DGRAM)"))
		return;
	send(sv[0], "one", 3, 0);
	send(sv[0], "three", 5, 0);
	is_int(recv(sv[1], buf, sizeof(buf), 0), 3,
	       "datagrams keep their boundaries (1)");
	is_int(recv(sv[1], buf, 2, MSG_TRUNC), 5,
	       "MSG_TRUNC gives the real length of a longer datagram");
	close(sv[0]);
	close(sv[1]);
}

static void test_iovecs(void)
{
	struct msghdr m;
	struct iovec iov[3];
	char a[4], b[16];
	int sv[2];

	if (!ok(socketpair(AF_UNIX, SOCK_SEQPACKET, 0, sv) == 0,
		"socketpair(AF_UNIX, SOCK_SEQPACKET)"))
		return;
	iov[0].iov_base = "gath";
	iov[0].iov_len = 4;
	iov[1].iov_base = "ered ";
	iov[1].iov_len = 5;
	iov[2].iov_base = "write";
	iov[2].iov_len = 5;
	memset(&m, 0, sizeof(m));
	m.msg_iov = iov;
	m.msg_iovlen = 3;
	is_int(sendmsg(sv[0], &m, 0), 14, "sendmsg of three buffers");
	memset(b, 0, sizeof(b));
	iov[0].iov_base = a;
	iov[0].iov_len = sizeof(a);
	iov[1].iov_base = b;
	iov[1].iov_len = sizeof(b) - 1;
	m.msg_iovlen = 2;
	is_int(recvmsg(sv[1], &m, 0), 14, "recvmsg into two");
	ok(!memcmp(a, "gath", 4), "... the first holds the start");
	is_str(b, "ered write", "... the second the rest");
	is_int(m.msg_flags, 0, "... no flags");
	close(sv[0]);
	close(sv[1]);
}

static void test_scm_rights(void)
{
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(2 * sizeof(int))];
	} ctl;
	struct msghdr m;
	struct cmsghdr *c;
	struct iovec iov;
	int sv[2], p[2], q[2], fds[2], got[2] = { -1, -1 }, n = 0;
	char byte = 'F', buf[8];

	if (!ok(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0 &&
		pipe(p) == 0 && pipe(q) == 0, "a socketpair and two pipes"))
		return;
	iov.iov_base = &byte;
	iov.iov_len = 1;
	memset(&m, 0, sizeof(m));
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	memset(&ctl, 0, sizeof(ctl));
	m.msg_control = ctl.buf;
	m.msg_controllen = sizeof(ctl.buf);
	c = CMSG_FIRSTHDR(&m);
	c->cmsg_level = SOL_SOCKET;
	c->cmsg_type = SCM_RIGHTS;
	c->cmsg_len = CMSG_LEN(2 * sizeof(int));
	fds[0] = p[0];
	fds[1] = q[1];
	memcpy(CMSG_DATA(c), fds, sizeof(fds));
	is_int(sendmsg(sv[0], &m, 0), 1, "sendmsg with SCM_RIGHTS of two fds");
	/* Our copies go: what arrives must be new descriptors. */
	close(p[0]);
	close(q[1]);

	memset(&ctl, 0, sizeof(ctl));
	memset(&m, 0, sizeof(m));
	byte = 0;
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	m.msg_control = ctl.buf;
	m.msg_controllen = sizeof(ctl.buf);
	is_int(recvmsg(sv[1], &m, MSG_CMSG_CLOEXEC), 1, "recvmsg");
	is_int(byte, 'F', "... the data byte");
	ok(!(m.msg_flags & MSG_CTRUNC), "... the control data fit");
	for (c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c)) {
		n++;
		if (c->cmsg_level == SOL_SOCKET && c->cmsg_type == SCM_RIGHTS &&
		    c->cmsg_len == CMSG_LEN(2 * sizeof(int)))
			memcpy(got, CMSG_DATA(c), sizeof(got));
	}
	is_int(n, 1, "... one control message");
	if (!ok(got[0] >= 0 && got[1] >= 0, "... carrying two descriptors"))
		goto out;
	ok((fcntl(got[0], F_GETFD) & FD_CLOEXEC) &&
	   (fcntl(got[1], F_GETFD) & FD_CLOEXEC),
	   "... close-on-exec from MSG_CMSG_CLOEXEC");
	write(p[1], "via", 3);
	memset(buf, 0, sizeof(buf));
	is_int(read(got[0], buf, sizeof(buf)), 3,
	       "the received read end reads the pipe");
	is_str(buf, "via", "... what was written into it");
	write(got[1], "back", 4);
	memset(buf, 0, sizeof(buf));
	is_int(read(q[0], buf, sizeof(buf)), 4,
	       "the received write end writes the other pipe");
	close(got[0]);
	close(got[1]);
out:
	close(p[1]);
	close(q[0]);
	close(sv[0]);
	close(sv[1]);
}

static void test_credentials(void)
{
	struct ucred cr;
	socklen_t len = sizeof(cr);
	int sv[2], one = 1;
	union {
		struct cmsghdr h;
		char buf[CMSG_SPACE(sizeof(struct ucred))];
	} ctl;
	struct msghdr m;
	struct iovec iov;
	struct cmsghdr *c;
	char byte = 'c';

	if (!ok(socketpair(AF_UNIX, SOCK_STREAM, 0, sv) == 0, "socketpair"))
		return;
	memset(&cr, 0, sizeof(cr));
	ok(getsockopt(sv[0], SOL_SOCKET, SO_PEERCRED, &cr, &len) == 0,
	   "getsockopt(SO_PEERCRED)");
	is_int(len, sizeof(cr), "... fills a struct ucred");
	ok(cr.pid == getpid() && cr.uid == getuid() && cr.gid == getgid(),
	   "... with our pid, uid and gid");

	ok(setsockopt(sv[1], SOL_SOCKET, SO_PASSCRED, &one, sizeof(one)) == 0,
	   "setsockopt(SO_PASSCRED)");
	send(sv[0], &byte, 1, 0);
	iov.iov_base = &byte;
	iov.iov_len = 1;
	memset(&m, 0, sizeof(m));
	m.msg_iov = &iov;
	m.msg_iovlen = 1;
	m.msg_control = ctl.buf;
	m.msg_controllen = sizeof(ctl.buf);
	is_int(recvmsg(sv[1], &m, 0), 1, "recvmsg");
	c = CMSG_FIRSTHDR(&m);
	ok(c && c->cmsg_level == SOL_SOCKET &&
	   c->cmsg_type == SCM_CREDENTIALS &&
	   c->cmsg_len == CMSG_LEN(sizeof(struct ucred)),
	   "... carries SCM_CREDENTIALS");
	if (c) {
		memcpy(&cr, CMSG_DATA(c), sizeof(cr));
		ok(cr.pid == getpid() && cr.uid == getuid(),
		   "... naming the sender");
	}
	close(sv[0]);
	close(sv[1]);
}

static void test_cmsg_walk(void)
{
	union {
		struct cmsghdr h;
		char buf[3 * CMSG_SPACE(sizeof(int))];
	} ctl;
	struct msghdr m;
	struct cmsghdr *c, *d;
	int n;

	memset(&ctl, 0, sizeof(ctl));
	memset(&m, 0, sizeof(m));
	m.msg_control = ctl.buf;
	m.msg_controllen = sizeof(ctl.buf);
	for (n = 0, c = CMSG_FIRSTHDR(&m); c; c = CMSG_NXTHDR(&m, c), n++) {
		c->cmsg_len = CMSG_LEN(sizeof(int));
		if (n == 5)
			break;
	}
	is_int(n, 3, "CMSG_NXTHDR walks exactly the headers that fit");

	c = CMSG_FIRSTHDR(&m);
	c->cmsg_len = 0;
	ok(CMSG_NXTHDR(&m, c) == NULL,
	   "CMSG_NXTHDR stops at a header with a zero length");
	c->cmsg_len = (size_t)-1;
	ok(CMSG_NXTHDR(&m, c) == NULL,
	   "CMSG_NXTHDR stops at a header whose length overflows");
	c->cmsg_len = sizeof(ctl.buf);
	ok(CMSG_NXTHDR(&m, c) == NULL,
	   "CMSG_NXTHDR stops at a header filling the buffer");
	c->cmsg_len = CMSG_LEN(sizeof(int));
	d = CMSG_NXTHDR(&m, c);
	d->cmsg_len = sizeof(ctl.buf);
	ok(CMSG_NXTHDR(&m, c) == NULL,
	   "CMSG_NXTHDR refuses a next header that runs past the end");
	m.msg_controllen = sizeof(struct cmsghdr) - 1;
	ok(CMSG_FIRSTHDR(&m) == NULL,
	   "CMSG_FIRSTHDR: no header in a buffer too small for one");
}

static void test_listen(void)
{
	struct sockaddr_un sa, peer;
	socklen_t len;
	int s, c, a;
	char buf[16];

	/* An abstract name: nothing is left in the file system. */
	memset(&sa, 0, sizeof(sa));
	sa.sun_family = AF_UNIX;
	snprintf(sa.sun_path + 1, sizeof(sa.sun_path) - 1, "klibc-test-%d",
		 (int)getpid());
	len = (socklen_t)(offsetof(struct sockaddr_un, sun_path) + 1 +
			  strlen(sa.sun_path + 1));
	s = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
	ok(s >= 0, "socket(AF_UNIX, SOCK_STREAM)");
	ok(bind(s, (struct sockaddr *)&sa, len) == 0,
	   "bind to an abstract name");
	ok(listen(s, 4) == 0, "listen");
	c = socket(AF_UNIX, SOCK_STREAM, 0);
	ok(connect(c, (struct sockaddr *)&sa, len) == 0, "connect");
	len = sizeof(peer);
	a = accept(s, (struct sockaddr *)&peer, &len);
	ok(a >= 0, "accept");
	is_int(peer.sun_family, AF_UNIX, "... the peer is AF_UNIX");
	memset(&peer, 0, sizeof(peer));
	len = sizeof(peer);
	ok(getsockname(s, (struct sockaddr *)&peer, &len) == 0 &&
	   !memcmp(&peer, &sa, sizeof(sa)), "getsockname gives the name back");
	memset(&peer, 0, sizeof(peer));
	len = sizeof(peer);
	ok(getpeername(c, (struct sockaddr *)&peer, &len) == 0 &&
	   !memcmp(peer.sun_path, sa.sun_path, sizeof(sa.sun_path)),
	   "getpeername on the client names the listener");
	is_int(write(c, "ping", 4), 4, "write on the client");
	memset(buf, 0, sizeof(buf));
	is_int(read(a, buf, sizeof(buf)), 4, "read on the accepted socket");
	is_str(buf, "ping", "... the same bytes");
	close(a);
	close(c);
	close(s);
	errno = 0;
	ok(accept(-1, NULL, NULL) == -1 && errno == EBADF,
	   "accept on a bad descriptor: EBADF");
}

int main(void)
{
	test_socketpair();
	test_iovecs();
	test_scm_rights();
	test_credentials();
	test_cmsg_walk();
	test_listen();
	return done();
}
