/* SPDX-License-Identifier: MIT */
/* nfsmount.c: NFS options, XDR, RPC replies (hostile ones too) and the RPC client against a fake server. */
#include <errno.h>
#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <stdio.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "nfsmount.h"
#include "../../klibc/tests/tap.h"

static int parse(struct nfs_opts *o, const char *s, char *err)
{
	nfs_opts_init(o);
	err[0] = 0;
	return nfs_opts_parse(o, s, err, 160);
}

static void test_options(void)
{
	struct nfs_opts o;
	char err[160], big[400];

	ok(parse(&o, NULL, err) == 0, "no options");
	ok(o.vers == 3 && o.tcp == 1 && o.mount_tcp == -1 && o.lock == -1 &&
	   o.ac == 1 && o.cto == 1 && o.soft == 0 && o.ro == -1 &&
	   o.retry == -1, "defaults: NFSv3 over TCP, hard, ac, cto, "
	   "locks as the version has them");
	ok(o.acregmin == 3 && o.acregmax == 60 && o.acdirmin == 30 &&
	   o.acdirmax == 60, "attribute cache defaults of nfsroot.rst");
	ok(parse(&o, "vers=4.1,port=2050", err) == 0 && o.vers == 4 &&
	   o.minor == 1 && o.port == 2050, "vers=4.1,port=2050");
	ok(parse(&o, "nfsvers=4", err) == 0 && o.vers == 4 && o.minor == -1,
	   "nfsvers=4 leaves the minor version to the kernel");
	ok(parse(&o, "v4.2", err) == 0 && o.vers == 4 && o.minor == 2, "v4.2");
	ok(parse(&o, "nfs4,v3", err) == 0 && o.vers == 3, "the last of nfs4,v3 wins");
	ok(parse(&o, "udp", err) == 0 && o.tcp == 0, "udp");
	ok(parse(&o, "proto=udp,tcp", err) == 0 && o.tcp == 1, "proto=udp,tcp");
	ok(parse(&o, "mountproto=udp", err) == 0 && o.tcp == 1 &&
	   o.mount_tcp == 0, "mountproto=udp");
	ok(parse(&o, "mountport=635,rsize=8192,wsize=16384,timeo=14,retrans=5",
		 err) == 0 && o.mountport == 635 && o.rsize == 8192 &&
	   o.wsize == 16384 && o.timeo == 14 && o.retrans == 5,
	   "numbers");
	ok(parse(&o, "acregmin=1,acregmax=2,acdirmin=3,acdirmax=4", err) == 0 &&
	   o.acregmin == 1 && o.acregmax == 2 && o.acdirmin == 3 &&
	   o.acdirmax == 4, "attribute cache times");
	ok(parse(&o, "actimeo=7", err) == 0 && o.acregmin == 7 &&
	   o.acdirmax == 7, "actimeo sets all four");
	ok(parse(&o, "soft,nolock,noac,nocto,ro", err) == 0 && o.soft &&
	   !o.lock && !o.ac && !o.cto && o.ro == 1, "soft,nolock,noac,nocto,ro");
	ok(parse(&o, "ro,hard,lock,ac,cto,rw", err) == 0 && !o.soft && o.lock &&
	   o.ac && o.cto && o.ro == 0, "hard,lock,ac,cto,rw");
	ok(parse(&o, "sec=sys,intr,nointr,posix,noacl,broken_suid", err) == 0,
	   "sec=sys and options that change nothing");
	ok(parse(&o, "retry=2", err) == 0 && o.retry == 120, "retry= is in minutes");
	ok(parse(&o, ",,tcp,,", err) == 0, "empty items are skipped");

	ok(parse(&o, "port=65536", err) == -1, "port=65536 refused");
	is_str(err, "port=65536: not a number within range", "... saying why");
	ok(parse(&o, "rsize=99999999999999999999", err) == -1,
	   "a number past 32 bits is refused, not wrapped");
	ok(parse(&o, "retrans=64", err) == -1, "retrans=64 refused (the kernel's shift)");
	ok(parse(&o, "timeo=", err) == -1 && parse(&o, "timeo=1x", err) == -1 &&
	   parse(&o, "timeo=-1", err) == -1, "empty, trailing junk, negative");
	ok(parse(&o, "vers=2", err) == -1, "vers=2 refused");
	is_str(err, "vers=2: only NFS versions 3, 4, 4.0, 4.1 and 4.2 are supported",
	       "... saying why");
	ok(parse(&o, "vers=4.3", err) == -1 && parse(&o, "vers=4.", err) == -1,
	   "vers=4.3 and vers=4. refused");
	ok(parse(&o, "proto=rdma", err) == -1, "proto=rdma refused");
	ok(parse(&o, "sec=krb5", err) == -1, "sec=krb5 refused");
	is_str(err, "sec=krb5: only sec=sys is supported", "... saying why");
	ok(parse(&o, "frobnicate", err) == -1, "an unknown flag refused");
	is_str(err, "frobnicate: unknown option", "... by name");
	ok(parse(&o, "frob=1", err) == -1, "an unknown key refused");
	ok(parse(&o, "retry=10001", err) == -1, "retry past 10000 minutes refused");
	memset(big, 'a', sizeof(big) - 1);
	big[sizeof(big) - 1] = 0;
	ok(parse(&o, big, err) == -1, "an option longer than 255 bytes refused");
}

static void test_xdr(void)
{
	uint8_t buf[32];
	const uint8_t *p;
	struct xdr x;
	size_t n;

	xdr_init(&x, buf, sizeof(buf));
	xdr_put_u32(&x, 0x01020304);
	xdr_put_opaque(&x, "abcde", 5);
	ok(!x.bad && x.pos == 16, "u32 + 5-byte opaque = 16 bytes");
	ok(!memcmp(buf, "\1\2\3\4\0\0\0\5abcde\0\0\0", 16),
	   "big-endian, length first, zero padding");
	xdr_init(&x, buf, 16);
	is_int(xdr_get_u32(&x), 0x01020304, "get u32");
	p = xdr_get_opaque(&x, 8, &n);
	ok(p && n == 5 && !memcmp(p, "abcde", 5) && x.pos == 16, "get opaque");
	xdr_get_u32(&x);
	ok(x.bad, "reading past the end marks the cursor bad");

	xdr_init(&x, buf, 16);
	xdr_get_u32(&x);
	ok(!xdr_get_opaque(&x, 4, &n) && x.bad, "an opaque over its maximum");

	memcpy(buf, "\0\0\0\x09" "abcdefgh", 12);
	xdr_init(&x, buf, 12);
	ok(!xdr_get_opaque(&x, 64, &n) && x.bad && n == 0,
	   "an opaque longer than the buffer");
	memcpy(buf, "\xff\xff\xff\xff" "abcdefgh", 12);
	xdr_init(&x, buf, 12);
	ok(!xdr_get_opaque(&x, (size_t)-1, &n) && x.bad,
	   "length 0xffffffff with no maximum does not wrap");
	memcpy(buf, "\0\0\0\x07" "abcdefg", 11);
	xdr_init(&x, buf, 11);
	ok(!xdr_get_opaque(&x, 64, &n) && x.bad, "padding missing at the end");

	xdr_init(&x, buf, 6);
	xdr_put_opaque(&x, "abc", 3);
	ok(x.bad, "an opaque that does not fit");
	xdr_put_u32(&x, 1);
	ok(x.bad && x.pos == 4, "... stays bad, writes nothing more");
}

/* Build a reply into buf; returns its length. */
static size_t reply(uint8_t *buf, uint32_t xid, const uint32_t *w, int nw)
{
	struct xdr x;
	int i;

	xdr_init(&x, buf, 512);
	xdr_put_u32(&x, xid);
	for (i = 0; i < nw; i++)
		xdr_put_u32(&x, w[i]);
	return x.pos;
}

static enum rpc_status get(const uint8_t *buf, size_t n, uint32_t xid,
			   uint32_t *lo, uint32_t *hi)
{
	struct xdr x;

	xdr_init(&x, (void *)buf, n);
	return rpc_get_reply(&x, xid, lo, hi);
}

static void test_rpc(void)
{
	static const uint8_t call[] = {
		0, 0, 0, 42, 0, 0, 0, 0, 0, 0, 0, 2, 0, 1, 0x86, 0xa0,
		0, 0, 0, 2, 0, 0, 0, 3, 0, 0, 0, 1, 0, 0, 0, 20,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
		0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
	};
	uint8_t buf[600];
	uint32_t lo, hi;
	struct xdr x;
	size_t n;

	xdr_init(&x, buf, sizeof(buf));
	rpc_put_call(&x, 42, PMAP_PROGRAM, 2, 3, 1);
	ok(x.pos == sizeof(call) && !memcmp(buf, call, sizeof(call)),
	   "a GETPORT call header with AUTH_SYS, byte for byte");

	{
		const uint32_t w[] = { 1, 0, 0, 0, 0, 2049 };

		n = reply(buf, 7, w, 6);
		xdr_init(&x, buf, n);
		ok(rpc_get_reply(&x, 7, &lo, &hi) == RPC_OK && x.pos == 24,
		   "an accepted reply leaves the cursor at the results");
		ok(get(buf, n, 8, &lo, &hi) == RPC_NOT_OURS, "another xid is not ours");
	}
	{
		const uint32_t w[] = { 0, 2, 100003, 3, 0 };

		n = reply(buf, 7, w, 5);
		ok(get(buf, n, 7, &lo, &hi) == RPC_NOT_OURS, "a call is not a reply");
	}
	{
		const uint32_t w[] = { 1, 1, 0, 2, 2 };

		n = reply(buf, 7, w, 5);
		ok(get(buf, n, 7, &lo, &hi) == RPC_VERS_MISMATCH && lo == 2 &&
		   hi == 2, "MSG_DENIED RPC_MISMATCH with its versions");
		ok(get(buf, n - 4, 7, &lo, &hi) == RPC_MALFORMED, "... truncated");
	}
	{
		const uint32_t w[] = { 1, 1, 1, 5 };

		n = reply(buf, 7, w, 4);
		ok(get(buf, n, 7, &lo, &hi) == RPC_AUTH_ERROR, "AUTH_ERROR");
	}
	{
		const uint32_t w[] = { 1, 1, 9, 5 };

		n = reply(buf, 7, w, 4);
		ok(get(buf, n, 7, &lo, &hi) == RPC_MALFORMED, "an unknown reject_stat");
	}
	{
		const uint32_t w[] = { 1, 0, 0, 0, 2, 2, 3 };

		n = reply(buf, 7, w, 7);
		ok(get(buf, n, 7, &lo, &hi) == RPC_PROG_MISMATCH && lo == 2 &&
		   hi == 3, "PROG_MISMATCH with its versions");
	}
	{
		const uint32_t w[] = { 1, 0, 0, 0, 1 };

		n = reply(buf, 7, w, 5);
		ok(get(buf, n, 7, &lo, &hi) == RPC_PROG_UNAVAIL, "PROG_UNAVAIL");
	}
	{
		const uint32_t w[] = { 1, 0, 0, 0, 6 };

		n = reply(buf, 7, w, 5);
		ok(get(buf, n, 7, &lo, &hi) == RPC_MALFORMED, "accept_stat 6 is malformed");
	}
	{
		const uint32_t w[] = { 1, 2 };

		n = reply(buf, 7, w, 2);
		ok(get(buf, n, 7, &lo, &hi) == RPC_MALFORMED, "reply_stat 2 is malformed");
	}
	{
		/* a verifier body of 401 bytes: over RFC 5531's limit */
		uint32_t w[2 + 2 + 101 + 1] = { 1, 0, 0, 401 };

		n = reply(buf, 7, w, 2 + 2 + 101 + 1);
		ok(get(buf, n, 7, &lo, &hi) == RPC_MALFORMED, "a 401-byte verifier");
		w[3] = 0xfffffff0U;
		n = reply(buf, 7, w, 6);
		ok(get(buf, n, 7, &lo, &hi) == RPC_MALFORMED, "a verifier length near 2^32");
		w[3] = 400;
		n = reply(buf, 7, w, 2 + 2 + 100 + 1);
		ok(get(buf, n, 7, &lo, &hi) == RPC_OK, "a 400-byte verifier is fine");
	}
	ok(get(buf, 0, 7, &lo, &hi) == RPC_MALFORMED &&
	   get(buf, 3, 7, &lo, &hi) == RPC_MALFORMED, "empty and 3-byte replies");
	is_str(rpc_status_str(RPC_PROG_UNAVAIL), "program not available", "status text");
}

static void test_results(void)
{
	uint8_t buf[256];
	struct nfs_fh3 fh;
	unsigned int port = 1;
	uint32_t stat;
	struct xdr x;
	int sys;
	size_t n;

	{
		const uint32_t w[] = { 2049 };

		n = reply(buf, 0, w, 1);
		xdr_init(&x, buf + 4, n - 4);
		ok(pmap_getport_result(&x, &port) == 0 && port == 2049, "GETPORT 2049");
	}
	{
		const uint32_t w[] = { 70000 };

		n = reply(buf, 0, w, 1);
		xdr_init(&x, buf + 4, n - 4);
		ok(pmap_getport_result(&x, &port) == -1, "GETPORT 70000 is malformed");
		xdr_init(&x, buf + 4, 2);
		ok(pmap_getport_result(&x, &port) == -1, "a truncated GETPORT result");
	}
	{
		const uint32_t w[] = { 0, 8, 0x11223344, 0x55667788, 1, 1 };

		n = reply(buf, 0, w, 6);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == 0 && stat == 0 &&
		   fh.len == 8 && fh.data[0] == 0x11 && fh.data[7] == 0x88 && sys,
		   "MNT: an 8-byte handle, AUTH_SYS offered");
	}
	{
		const uint32_t w[] = { 0, 4, 0xabcdef01, 1, 390003 };

		n = reply(buf, 0, w, 5);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == 0 && !sys,
		   "MNT: only RPCSEC_GSS offered");
	}
	{
		const uint32_t w[] = { 0, 4, 0xabcdef01, 0 };

		n = reply(buf, 0, w, 4);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == 0 && sys,
		   "MNT: no flavour list means AUTH_SYS");
	}
	{
		const uint32_t w[] = { 0, 65 };

		n = reply(buf, 0, w, 2);
		xdr_init(&x, buf + 4, sizeof(buf) - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == -1 && fh.len == 0,
		   "MNT: a 65-byte handle is refused");
	}
	{
		const uint32_t w[] = { 0, 0, 0 };

		n = reply(buf, 0, w, 3);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == -1, "MNT: an empty handle");
	}
	{
		const uint32_t w[] = { 0, 4, 1, 100000, 1 };

		n = reply(buf, 0, w, 5);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == -1,
		   "MNT: 100000 flavours are not believed");
	}
	{
		const uint32_t w[] = { 13 };

		n = reply(buf, 0, w, 1);
		xdr_init(&x, buf + 4, n - 4);
		ok(mnt3_mnt_result(&x, &stat, &fh, &sys) == 0 && stat == 13,
		   "MNT: MNT3ERR_ACCES");
		is_str(mnt3_status_str(stat), "permission denied (MNT3ERR_ACCES)",
		       "... explained");
	}
}

static void test_spec(void)
{
	struct in_addr a;
	char path[64];
	const char *why;

	ok(nfs_split_spec("10.0.2.2:/srv/root", &a, path, sizeof(path), &why) == 0 &&
	   a.s_addr == htonl(0x0a000202) && !strcmp(path, "/srv/root"),
	   "10.0.2.2:/srv/root");
	ok(nfs_split_spec("server:/x", &a, path, sizeof(path), &why) == -1,
	   "a host name is refused (no resolver)");
	is_str(why, "the server is not an IPv4 address", "... saying why");
	ok(nfs_split_spec("10.0.2.2", &a, path, sizeof(path), &why) == -1,
	   "no path");
	ok(nfs_split_spec("10.0.2.2:x", &a, path, sizeof(path), &why) == -1,
	   "a relative path");
	ok(nfs_split_spec(":/x", &a, path, sizeof(path), &why) == -1 &&
	   nfs_split_spec("0.0.0.0:/x", &a, path, sizeof(path), &why) == -1,
	   "no server, or 0.0.0.0");
	ok(nfs_split_spec("1.2.3.4:/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
			  &a, path, sizeof(path), &why) == -1, "a path too long");
}

/* TCP record marking over a socket pair. */
static void test_records(void)
{
	uint8_t buf[64];
	int sv[2];
	long n;

	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv)) {
		ok(0, "socketpair: %s", strerror(errno));
		return;
	}
	/* two fragments: "abc" then the last "defg" */
	(void)!write(sv[1], "\0\0\0\3abc\x80\0\0\4defg", 15);
	n = rpc_tcp_read_record(sv[0], buf, sizeof(buf), now_ms() + 2000);
	ok(n == 7 && !memcmp(buf, "abcdefg", 7), "two fragments make one record");
	(void)!write(sv[1], "\x80\0\0\x50", 4);
	(void)!write(sv[1], buf, 64);
	(void)!write(sv[1], buf, 16);
	n = rpc_tcp_read_record(sv[0], buf, sizeof(buf), now_ms() + 2000);
	ok(n == -1 && errno == EMSGSIZE, "a record over the buffer: EMSGSIZE");
	(void)!write(sv[1], "\xff\xff\xff\xff", 4);
	n = rpc_tcp_read_record(sv[0], buf, sizeof(buf), now_ms() + 2000);
	ok(n == -1 && errno == EMSGSIZE, "a 2 GiB fragment is not drained");
	close(sv[0]);
	close(sv[1]);

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	{
		static uint8_t empties[4 * 300];

		(void)!write(sv[1], empties, sizeof(empties));
		n = rpc_tcp_read_record(sv[0], buf, sizeof(buf),
					now_ms() + 2000);
		ok(n == -1 && errno == EMSGSIZE,
		   "300 empty fragments: refused, not read for ever");
	}
	close(sv[0]);
	close(sv[1]);

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	(void)!write(sv[1], "\x80\0\0\x10" "short", 9);
	close(sv[1]);
	n = rpc_tcp_read_record(sv[0], buf, sizeof(buf), now_ms() + 2000);
	ok(n == -1, "a record cut short by the peer");
	close(sv[0]);

	socketpair(AF_UNIX, SOCK_STREAM, 0, sv);
	{
		long long t = now_ms();

		n = rpc_tcp_read_record(sv[0], buf, sizeof(buf), now_ms() + 300);
		ok(n == -1 && errno == ETIMEDOUT && now_ms() - t < 2000,
		   "a silent peer: ETIMEDOUT at the deadline");
	}
	close(sv[0]);
	close(sv[1]);
}

/*
 * A fake portmapper on UDP loopback: answers every call first with a
 * reply for another xid, then with garbage, then with the right reply.
 */
static void fake_udp(int fd)
{
	uint8_t in[1500], out[64];
	struct sockaddr_in from;
	socklen_t fl = sizeof(from);
	uint32_t xid;
	ssize_t n;
	size_t m;

	for (;;) {
		n = recvfrom(fd, in, sizeof(in), 0, (struct sockaddr *)&from, &fl);
		if (n < 4)
			_exit(0);
		xid = (uint32_t)in[0] << 24 | (uint32_t)in[1] << 16 |
			(uint32_t)in[2] << 8 | in[3];
		{
			const uint32_t w[] = { 1, 0, 0, 0, 0, 7777 };
			const uint32_t bad[] = { 1, 0, 0, 0, 0, 1111 };
			int other = socket(AF_INET, SOCK_DGRAM, 0);

			/* the right xid from another port: must be dropped */
			m = reply(out, xid, bad, 6);
			sendto(other, out, m, 0, (struct sockaddr *)&from, fl);
			close(other);
			m = reply(out, xid + 1, w, 6);
			sendto(fd, out, m, 0, (struct sockaddr *)&from, fl);
			sendto(fd, "\1\2\3", 3, 0, (struct sockaddr *)&from, fl);
			m = reply(out, xid, w, 6);
			sendto(fd, out, m, 0, (struct sockaddr *)&from, fl);
		}
	}
}

/* A fake server on TCP loopback: the reply in two fragments. */
static void fake_tcp(int lfd)
{
	uint8_t in[1500], out[64], rec[4];
	uint32_t xid;
	size_t m;
	int fd;

	for (;;) {
		fd = accept(lfd, NULL, NULL);
		if (fd < 0)
			_exit(0);
		if (read(fd, in, 8) < 8)
			_exit(0);
		(void)!read(fd, in + 8, sizeof(in) - 8);
		xid = (uint32_t)in[4] << 24 | (uint32_t)in[5] << 16 |
			(uint32_t)in[6] << 8 | in[7];
		{
			const uint32_t w[] = { 1, 0, 0, 0, 0, 6666 };

			m = reply(out, xid, w, 6);
			rec[0] = rec[1] = rec[2] = 0;
			rec[3] = 10;
			(void)!write(fd, rec, 4);
			(void)!write(fd, out, 10);
			rec[0] = 0x80;
			rec[3] = (uint8_t)(m - 10);
			(void)!write(fd, rec, 4);
			(void)!write(fd, out + 10, m - 10);
		}
		close(fd);
	}
}

static int loopback_server(int tcp, struct sockaddr_in *sa, pid_t *pid)
{
	socklen_t l = sizeof(*sa);
	int fd = socket(AF_INET, tcp ? SOCK_STREAM : SOCK_DGRAM, 0);

	memset(sa, 0, sizeof(*sa));
	sa->sin_family = AF_INET;
	sa->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	if (fd < 0 || bind(fd, (struct sockaddr *)sa, sizeof(*sa)) ||
	    getsockname(fd, (struct sockaddr *)sa, &l) ||
	    (tcp && listen(fd, 4)))
		return -1;
	*pid = fork();
	if (*pid < 0)
		return -1;
	if (!*pid) {
		if (tcp)
			fake_tcp(fd);
		else
			fake_udp(fd);
		_exit(0);
	}
	close(fd);
	return 0;
}

static void test_client(void)
{
	struct rpc_client c;
	struct sockaddr_in sa;
	unsigned int port = 0;
	char why[256];
	long long t;
	pid_t pid;

	if (loopback_server(0, &sa, &pid)) {
		ok(1, "# skip no UDP loopback here: %s", strerror(errno));
	} else {
		memset(&c, 0, sizeof(c));
		c.addr = sa;
		c.tcp = 0;
		c.deadline = now_ms() + 5000;
		c.what = "fake portmapper";
		ok(pmap_getport(&c, NFS_PROGRAM, 3, 1, &port, why, sizeof(why)) == 0 &&
		   port == 7777, "UDP: a reply from another port, a stray reply and "
		   "garbage are skipped, the right reply taken");
		if (port != 7777)
			diag("%s", why);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}
	if (loopback_server(1, &sa, &pid)) {
		ok(1, "# skip no TCP loopback here: %s", strerror(errno));
	} else {
		memset(&c, 0, sizeof(c));
		c.addr = sa;
		c.tcp = 1;
		c.deadline = now_ms() + 5000;
		c.what = "fake portmapper";
		port = 0;
		ok(pmap_getport(&c, NFS_PROGRAM, 3, 1, &port, why, sizeof(why)) == 0 &&
		   port == 6666, "TCP: a reply in two fragments");
		if (port != 6666)
			diag("%s", why);
		kill(pid, SIGKILL);
		waitpid(pid, NULL, 0);
	}

	/* Nobody listens: a clear message by the deadline. */
	memset(&c, 0, sizeof(c));
	c.addr = sa;
	c.tcp = 1;
	c.deadline = now_ms() + 1500;
	c.what = "portmapper";
	t = now_ms();
	ok(pmap_getport(&c, NFS_PROGRAM, 3, 1, &port, why, sizeof(why)) == -1 &&
	   now_ms() - t < 4000, "TCP, nobody listening: fails within the deadline");
	ok(strstr(why, "portmapper at 127.0.0.1 port ") &&
	   strstr(why, "/tcp: no answer (Connection refused)"), "... saying so");
	diag("%s", why);
	c.tcp = 0;
	c.deadline = now_ms() + 1500;
	t = now_ms();
	ok(pmap_getport(&c, NFS_PROGRAM, 3, 1, &port, why, sizeof(why)) == -1 &&
	   now_ms() - t < 4000, "UDP, nobody listening: fails within the deadline");
	diag("%s", why);
}

/* A portmapper call with four u32 arguments (or nargs of them). */
static size_t pm_call(uint8_t *buf, uint32_t vers, uint32_t proc,
		      const uint32_t *args, int nargs)
{
	struct xdr x;
	int i;

	xdr_init(&x, buf, 256);
	rpc_put_call(&x, 99, PMAP_PROGRAM, vers, proc, 1);
	for (i = 0; i < nargs; i++)
		xdr_put_u32(&x, args[i]);
	return x.pos;
}

/* The result word of a reply from pmap_serve, or -1. */
static long pm_result(const uint8_t *buf, size_t n, enum rpc_status *st)
{
	uint32_t lo, hi, v;
	struct xdr x;

	xdr_init(&x, (void *)buf, n);
	*st = rpc_get_reply(&x, 99, &lo, &hi);
	if (*st != RPC_OK)
		return -1;
	v = xdr_get_u32(&x);
	return x.bad ? -1 : (long)v;
}

static void test_dummy_pmap(void)
{
	static struct pmap_table t;
	const uint32_t nlm_udp[] = { 100021, 4, 17, 4045 };
	const uint32_t nlm_tcp[] = { 100021, 4, 6, 4046 };
	uint8_t req[256], rep[128], buf[256];
	enum rpc_status st;
	uint32_t lo, hi;
	struct xdr x;
	size_t n, m;
	int i;

	n = pm_call(req, 2, 1, nlm_udp, 4);
	m = pmap_serve(&t, req, n, rep, sizeof(rep));
	ok(pm_result(rep, m, &st) == 1 && t.n == 1 && t.changed,
	   "stand-in portmapper: SET nlockmgr 4 udp 4045");
	ok(pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st) == 0,
	   "... the same SET again is refused");
	n = pm_call(req, 2, 1, nlm_tcp, 4);
	ok(pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st) == 1,
	   "... SET over tcp too");
	n = pm_call(req, 2, 3, nlm_tcp, 4);
	ok(pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st) == 4046,
	   "... GETPORT finds it");
	n = pm_call(req, 2, 0, NULL, 0);
	m = pmap_serve(&t, req, n, rep, sizeof(rep));
	xdr_init(&x, rep, m);
	ok(rpc_get_reply(&x, 99, &lo, &hi) == RPC_OK && x.pos == m,
	   "... NULL answers with nothing");
	n = pm_call(req, 4, 1, nlm_tcp, 4);
	m = pmap_serve(&t, req, n, rep, sizeof(rep));
	xdr_init(&x, rep, m);
	ok(rpc_get_reply(&x, 99, &lo, &hi) == RPC_PROG_MISMATCH && lo == 2 &&
	   hi == 2, "... rpcbind version 4: PROG_MISMATCH 2..2 (the kernel "
	   "falls back)");
	n = pm_call(req, 2, 5, NULL, 0);
	pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st);
	ok(st == RPC_PROC_UNAVAIL, "... DUMP and beyond: PROC_UNAVAIL");
	n = pm_call(req, 2, 3, nlm_tcp, 2);
	pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st);
	ok(st == RPC_GARBAGE_ARGS, "... two arguments of four: GARBAGE_ARGS");
	xdr_init(&x, req, sizeof(req));
	rpc_put_call(&x, 99, NFS_PROGRAM, 3, 0, 0);
	pm_result(rep, pmap_serve(&t, req, x.pos, rep, sizeof(rep)), &st);
	ok(st == RPC_PROG_UNAVAIL, "... another program: PROG_UNAVAIL");
	req[11] = 3;		/* RPC version 3 */
	m = pmap_serve(&t, req, x.pos, rep, sizeof(rep));
	xdr_init(&x, rep, m);
	ok(rpc_get_reply(&x, 99, &lo, &hi) == RPC_VERS_MISMATCH,
	   "... RPC version 3: RPC_MISMATCH");
	req[7] = 1;		/* a reply, not a call */
	ok(pmap_serve(&t, req, 40, rep, sizeof(rep)) == 0, "... a reply is ignored");
	ok(pmap_serve(&t, req, 6, rep, sizeof(rep)) == 0, "... six bytes are ignored");
	n = pm_call(req, 2, 2, nlm_tcp, 4);
	ok(pm_result(rep, pmap_serve(&t, req, n, rep, sizeof(rep)), &st) == 1 &&
	   t.n == 0, "... UNSET drops both protocols");
	for (i = 0; i < PMAP_TABLE_MAX + 2; i++) {
		const uint32_t a[] = { 200000 + i, 1, 6, 1000 };

		n = pm_call(req, 2, 1, a, 4);
		m = pmap_serve(&t, req, n, rep, sizeof(rep));
	}
	ok(pm_result(rep, m, &st) == 0 && t.n == PMAP_TABLE_MAX,
	   "... a full table refuses more");

	/* The same over the network, as the kernel's lockd would talk to it. */
	{
		unsigned int port = 0, got = 0;
		struct rpc_client c;
		char file[64], why[256];
		struct xdr res;
		pid_t pid;
		FILE *f;

		snprintf(file, sizeof(file), "/tmp/nfsmount-test.%d", getpid());
		pid = pmap_dummy_start(file, &port);
		if (pid < 0) {
			ok(1, "# skip no loopback for the stand-in portmapper");
			return;
		}
		memset(&c, 0, sizeof(c));
		c.addr.sin_family = AF_INET;
		c.addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
		c.addr.sin_port = htons((unsigned short)port);
		c.deadline = now_ms() + 5000;
		c.what = "stand-in portmapper";
		xdr_init(&x, buf, sizeof(buf));
		for (i = 0; i < 4; i++)
			xdr_put_u32(&x, nlm_udp[i]);
		c.tcp = 0;
		ok(rpc_call(&c, PMAP_PROGRAM, 2, 1, buf, x.pos, rep, sizeof(rep),
			    &res, why, sizeof(why)) == 0 &&
		   xdr_get_u32(&res) == 1, "stand-in over UDP: SET");
		c.tcp = 1;
		ok(pmap_getport(&c, 100021, 4, 0, &got, why, sizeof(why)) == 0 &&
		   got == 4045, "stand-in over TCP: GETPORT gives 4045");
		pmap_dummy_stop(pid);
		f = fopen(file, "r");
		buf[0] = 0;
		if (f) {
			(void)!fgets((char *)buf, sizeof(buf), f);
			fclose(f);
		}
		is_str((char *)buf, "100021 4 udp 4045\n",
		       "the registrations are written to the -p file");
		unlink(file);
	}
}

int main(void)
{
	test_options();
	test_xdr();
	test_rpc();
	test_results();
	test_spec();
	test_records();
	test_client();
	test_dummy_pmap();
	return done();
}
