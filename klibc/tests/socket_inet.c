/* SPDX-License-Identifier: MIT */
/*
 * socket_inet.c: TCP and UDP over the loopback interface only (127.0.0.1
 * and ::1), socket options, peer names, the interface name functions and
 * bindresvport.
 */
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <arpa/inet.h>
#include <net/if.h>
#include <sys/ioctl.h>
#include <linux/sockios.h>
#include <errno.h>
#include <string.h>
#include <unistd.h>
#include "tap.h"

static int loopback4(struct sockaddr_in *sa, unsigned short port)
{
	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_port = htons(port);
	sa->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	return sizeof(*sa);
}

static void test_tcp(void)
{
	struct sockaddr_in sa, peer, me;
	socklen_t len;
	int s, c, a, v;
	char buf[64];

	s = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (!ok(s >= 0, "socket(AF_INET, SOCK_STREAM)"))
		return;
	v = 1;
	ok(setsockopt(s, SOL_SOCKET, SO_REUSEADDR, &v, sizeof(v)) == 0,
	   "setsockopt(SO_REUSEADDR, 1)");
	v = 0;
	len = sizeof(v);
	ok(getsockopt(s, SOL_SOCKET, SO_REUSEADDR, &v, &len) == 0 && v != 0,
	   "getsockopt(SO_REUSEADDR) reads it back");
	is_int(len, sizeof(int), "... as an int");
	v = 0;
	len = sizeof(v);
	ok(getsockopt(s, SOL_SOCKET, SO_TYPE, &v, &len) == 0 &&
	   v == SOCK_STREAM, "getsockopt(SO_TYPE) is SOCK_STREAM");

	/* Port 0: the kernel picks a free one, getsockname says which. */
	ok(bind(s, (struct sockaddr *)&sa, loopback4(&sa, 0)) == 0,
	   "bind 127.0.0.1 port 0");
	memset(&me, 0, sizeof(me));
	len = sizeof(me);
	ok(getsockname(s, (struct sockaddr *)&me, &len) == 0 &&
	   len == sizeof(me) && me.sin_family == AF_INET,
	   "getsockname");
	ok(me.sin_port != 0 && me.sin_addr.s_addr == htonl(INADDR_LOOPBACK),
	   "... 127.0.0.1 and the port the kernel chose (%u)",
	   ntohs(me.sin_port));
	ok(listen(s, 4) == 0, "listen");

	c = socket(AF_INET, SOCK_STREAM, 0);
	ok(connect(c, (struct sockaddr *)&me, sizeof(me)) == 0,
	   "connect to it");
	v = 1;
	ok(setsockopt(c, IPPROTO_TCP, TCP_NODELAY, &v, sizeof(v)) == 0,
	   "setsockopt(TCP_NODELAY)");
	memset(&peer, 0, sizeof(peer));
	len = sizeof(peer);
	a = accept(s, (struct sockaddr *)&peer, &len);
	if (!ok(a >= 0, "accept"))
		goto out;
	memset(&sa, 0, sizeof(sa));
	len = sizeof(sa);
	getsockname(c, (struct sockaddr *)&sa, &len);
	ok(peer.sin_family == AF_INET &&
	   peer.sin_addr.s_addr == htonl(INADDR_LOOPBACK) &&
	   peer.sin_port == sa.sin_port,
	   "accept names the client: 127.0.0.1 and its port");
	memset(&sa, 0, sizeof(sa));
	len = sizeof(sa);
	ok(getpeername(c, (struct sockaddr *)&sa, &len) == 0 &&
	   sa.sin_port == me.sin_port &&
	   sa.sin_addr.s_addr == htonl(INADDR_LOOPBACK),
	   "getpeername on the client names the server");
	memset(&sa, 0, sizeof(sa));
	len = sizeof(sa);
	ok(getpeername(a, (struct sockaddr *)&sa, &len) == 0 &&
	   sa.sin_port == peer.sin_port,
	   "getpeername on the accepted socket names the client");

	is_int(send(c, "request", 7, 0), 7, "the client sends");
	memset(buf, 0, sizeof(buf));
	is_int(recv(a, buf, 7, MSG_WAITALL), 7,
	       "the server receives all of it (MSG_WAITALL)");
	is_str(buf, "request", "... the bytes sent");
	ok(shutdown(c, SHUT_WR) == 0, "the client shuts down its sending side");
	is_int(recv(a, buf, sizeof(buf), 0), 0, "... the server reads EOF");
	is_int(send(a, "reply", 5, 0), 5, "the server can still reply");
	memset(buf, 0, sizeof(buf));
	is_int(recv(c, buf, 5, MSG_WAITALL), 5,
	       "... and the client receives it");
	is_str(buf, "reply", "... intact");
	close(a);
	is_int(recv(c, buf, sizeof(buf), 0), 0,
	       "after the server closes, the client reads EOF");
out:
	close(c);
	close(s);
}

static void test_sockopts(void)
{
	int s = socket(AF_INET, SOCK_DGRAM, 0), v, want = 65536;
	socklen_t len;

	if (!ok(s >= 0, "socket(AF_INET, SOCK_DGRAM)"))
		return;
	ok(setsockopt(s, SOL_SOCKET, SO_RCVBUF, &want, sizeof(want)) == 0,
	   "setsockopt(SO_RCVBUF, 65536)");
	v = 0;
	len = sizeof(v);
	/* Linux doubles the value for its bookkeeping (capped by rmem_max). */
	ok(getsockopt(s, SOL_SOCKET, SO_RCVBUF, &v, &len) == 0,
	   "getsockopt(SO_RCVBUF)");
	ok(v >= want && len == sizeof(v), "... at least what was set (%d)", v);
	v = -1;
	len = sizeof(v);
	ok(getsockopt(s, SOL_SOCKET, SO_ERROR, &v, &len) == 0 && v == 0,
	   "getsockopt(SO_ERROR) is 0");
	errno = 0;
	len = sizeof(v);
	ok(getsockopt(s, SOL_SOCKET, 0x7fff, &v, &len) == -1 &&
	   errno == ENOPROTOOPT, "an unknown option: ENOPROTOOPT");
	errno = 0;
	ok(setsockopt(-1, SOL_SOCKET, SO_REUSEADDR, &v, sizeof(v)) == -1 &&
	   errno == EBADF, "setsockopt on a bad descriptor: EBADF");
	close(s);
}

static void test_udp4(void)
{
	struct sockaddr_in srv, from, cli;
	socklen_t len;
	int s, c;
	char buf[64];

	s = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	c = socket(AF_INET, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (!ok(s >= 0 && c >= 0, "two UDP sockets"))
		return;
	ok(bind(s, (struct sockaddr *)&srv, loopback4(&srv, 0)) == 0,
	   "bind 127.0.0.1 port 0");
	len = sizeof(srv);
	getsockname(s, (struct sockaddr *)&srv, &len);
	ok(bind(c, (struct sockaddr *)&cli, loopback4(&cli, 0)) == 0,
	   "bind the client too");
	len = sizeof(cli);
	getsockname(c, (struct sockaddr *)&cli, &len);
	is_int(sendto(c, "datagram", 8, 0, (struct sockaddr *)&srv,
		      sizeof(srv)), 8, "sendto the server");
	memset(buf, 0, sizeof(buf));
	memset(&from, 0, sizeof(from));
	len = sizeof(from);
	is_int(recvfrom(s, buf, sizeof(buf), 0, (struct sockaddr *)&from,
			&len), 8, "recvfrom");
	is_str(buf, "datagram", "... the datagram");
	ok(len == sizeof(from) && from.sin_port == cli.sin_port &&
	   from.sin_addr.s_addr == htonl(INADDR_LOOPBACK),
	   "... from the client's address");
	is_int(sendto(s, "answer", 6, 0, (struct sockaddr *)&from, len), 6,
	       "sendto back to that address");
	memset(buf, 0, sizeof(buf));
	is_int(recvfrom(c, buf, sizeof(buf), 0, NULL, NULL), 6,
	       "recvfrom without an address");
	is_str(buf, "answer", "... the answer");
	ok(connect(c, (struct sockaddr *)&srv, sizeof(srv)) == 0,
	   "connect a UDP socket");
	is_int(send(c, "conn", 4, 0), 4, "send on it");
	is_int(recv(s, buf, sizeof(buf), 0), 4, "the server recv's it");
	close(s);
	close(c);
}

static void test_udp6(void)
{
	struct sockaddr_in6 srv, from, cli;
	socklen_t len;
	int s, c;
	char buf[64], text[INET6_ADDRSTRLEN];

	s = socket(AF_INET6, SOCK_DGRAM | SOCK_CLOEXEC, 0);
	if (s < 0) {
		ok(1, "UDP over ::1 # skip no IPv6 sockets here (%s)",
		   strerror(errno));
		return;
	}
	memset(&srv, 0, sizeof(srv));
	srv.sin6_family = AF_INET6;
	srv.sin6_addr = in6addr_loopback;
	if (bind(s, (struct sockaddr *)&srv, sizeof(srv)) < 0) {
		ok(1, "UDP over ::1 # skip cannot bind ::1 (%s)",
		   strerror(errno));
		close(s);
		return;
	}
	len = sizeof(srv);
	ok(getsockname(s, (struct sockaddr *)&srv, &len) == 0 &&
	   len == sizeof(srv) && srv.sin6_port != 0,
	   "bind [::1] port 0, getsockname gives the port");
	c = socket(AF_INET6, SOCK_DGRAM, 0);
	memset(&cli, 0, sizeof(cli));
	cli.sin6_family = AF_INET6;
	cli.sin6_addr = in6addr_loopback;
	ok(bind(c, (struct sockaddr *)&cli, sizeof(cli)) == 0,
	   "bind the client to [::1]");
	len = sizeof(cli);
	getsockname(c, (struct sockaddr *)&cli, &len);
	is_int(sendto(c, "six", 3, 0, (struct sockaddr *)&srv, sizeof(srv)),
	       3, "sendto [::1]");
	memset(buf, 0, sizeof(buf));
	memset(&from, 0, sizeof(from));
	len = sizeof(from);
	is_int(recvfrom(s, buf, sizeof(buf), 0, (struct sockaddr *)&from,
			&len), 3, "recvfrom");
	is_str(buf, "six", "... the datagram");
	ok(from.sin6_family == AF_INET6 && from.sin6_port == cli.sin6_port &&
	   IN6_IS_ADDR_LOOPBACK(&from.sin6_addr),
	   "... from [::1] and the client's port");
	is_str(inet_ntop(AF_INET6, &from.sin6_addr, text, sizeof(text)), "::1",
	       "... which inet_ntop writes as ::1");
	close(c);
	close(s);
}

static void test_ifnames(void)
{
	char name[IF_NAMESIZE];
	unsigned int lo = if_nametoindex("lo");

	if (!lo) {
		ok(1, "if_nametoindex # skip no loopback interface (%s)",
		   strerror(errno));
	} else {
		ok(1, "if_nametoindex(\"lo\") = %u", lo);
		memset(name, 'x', sizeof(name));
		is_str(if_indextoname(lo, name), "lo",
		       "if_indextoname gives \"lo\" back");
	}
	errno = 0;
	ok(if_nametoindex("klibc-no-if") == 0 && errno == ENODEV,
	   "if_nametoindex of an unknown name: 0, ENODEV");
	errno = 0;
	ok(if_nametoindex("a-name-longer-than-ifnamsiz") == 0 &&
	   errno == ENODEV, "a name too long to be one: 0, ENODEV");
	errno = 0;
	ok(if_indextoname(0x7ffffff0, name) == NULL && errno == ENXIO,
	   "if_indextoname of an unknown index: ENXIO");
}

static void test_bindresvport(void)
{
	struct sockaddr_in sa, me;
	socklen_t len = sizeof(me);
	int s = socket(AF_INET, SOCK_DGRAM, 0), r;
	unsigned int port;

	loopback4(&sa, 0);
	errno = 0;
	r = bindresvport(s, &sa);
	if (r < 0 && errno == EACCES) {
		ok(1, "bindresvport # skip not allowed to bind a port < 1024");
		close(s);
		return;
	}
	ok(r == 0, "bindresvport on 127.0.0.1");
	getsockname(s, (struct sockaddr *)&me, &len);
	port = ntohs(me.sin_port);
	ok(port >= 512 && port < 1024, "... took a port from 512 to 1023 (%u)",
	   port);
	close(s);
	s = socket(AF_INET, SOCK_DGRAM, 0);
	sa.sin_family = AF_INET6;
	errno = 0;
	ok(bindresvport(s, &sa) == -1 && errno == EAFNOSUPPORT,
	   "bindresvport with another family: EAFNOSUPPORT");
	close(s);
}

/* A fresh system (this test as /init, say) may not have brought lo up. */
static int loopback_up(void)
{
	struct ifreq ifr;
	int s = socket(AF_INET, SOCK_DGRAM, 0), r;

	memset(&ifr, 0, sizeof(ifr));
	strcpy(ifr.ifr_name, "lo");
	r = s >= 0 && ioctl(s, SIOCGIFFLAGS, &ifr) == 0 &&
	    (ifr.ifr_flags & IFF_UP);
	if (s >= 0)
		close(s);
	return r;
}

int main(void)
{
	if (!loopback_up()) {
		ok(1, "TCP and UDP over loopback # skip lo is not up");
		test_ifnames();
		return done();
	}
	test_tcp();
	test_sockopts();
	test_udp4();
	test_udp6();
	test_ifnames();
	test_bindresvport();
	return done();
}
