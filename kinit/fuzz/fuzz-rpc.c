/* SPDX-License-Identifier: MIT */
/* fuzz-rpc.c: libFuzzer target: RPC replies and calls, TCP records, options. */
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/socket.h>
#include <netinet/in.h>

#include "kinit.h"
#include "nfsmount.h"

/* The first four bytes are the xid the reply is checked against. */
static void replies(const uint8_t *data, size_t size)
{
	struct nfs_fh3 fh;
	struct xdr x, y;
	unsigned int port;
	uint32_t xid, lo, hi, stat;
	int sys, r;

	if (size < 4)
		return;
	xid = (uint32_t)data[0] << 24 | (uint32_t)data[1] << 16 |
		(uint32_t)data[2] << 8 | data[3];
	xdr_init(&x, (void *)data, size);
	r = rpc_get_reply(&x, xid, &lo, &hi);
	if (x.pos > size || (r == RPC_OK && x.bad))
		__builtin_trap();
	if (r != RPC_OK)
		return;
	y = x;
	if (!pmap_getport_result(&y, &port) && port > 65535)
		__builtin_trap();
	y = x;
	memset(&fh, 0xa5, sizeof(fh));
	if (!mnt3_mnt_result(&y, &stat, &fh, &sys) && !stat &&
	    (fh.len == 0 || fh.len > NFS3_FH_MAX))
		__builtin_trap();
	if (y.pos > size)
		__builtin_trap();
}

/* The same bytes as a TCP stream of record-marked messages. */
static void records(const uint8_t *data, size_t size)
{
	static int sv[2] = { -1, -1 };
	uint8_t buf[512];
	long n;
	int i;

	if (size > 16384)
		return;
	if (socketpair(AF_UNIX, SOCK_STREAM, 0, sv))
		return;
	if (write(sv[1], data, size) != (ssize_t)size) {
		close(sv[0]);
		close(sv[1]);
		return;
	}
	close(sv[1]);
	for (i = 0; i < 64; i++) {
		n = rpc_tcp_read_record(sv[0], buf, sizeof(buf),
					now_ms() + 1000);
		if (n < 0)
			break;
		if (n > (long)sizeof(buf))
			__builtin_trap();
	}
	close(sv[0]);
}

static void text(const uint8_t *data, size_t size)
{
	struct nfs_opts o;
	struct in_addr a;
	char *s, err[160], path[MNT_PATH_MAX + 1];
	const char *why;

	s = malloc(size + 1);
	if (!s)
		return;
	memcpy(s, data, size);
	s[size] = 0;
	nfs_opts_init(&o);
	if (!nfs_opts_parse(&o, s, err, sizeof(err)) &&
	    (o.port > 65535 || o.mountport > 65535 ||
	     (o.vers != 3 && o.vers != 4) || o.minor > 2 || o.retrans > 63))
		__builtin_trap();
	if (!nfs_split_spec(s, &a, path, sizeof(path), &why) &&
	    (path[0] != '/' || strlen(path) > MNT_PATH_MAX))
		__builtin_trap();
	free(s);
}

/* The same bytes as a call to the stand-in portmapper. */
static void calls(const uint8_t *data, size_t size)
{
	static struct pmap_table t;
	uint8_t out[64];
	size_t n;
	int i;

	n = pmap_serve(&t, data, size, out, sizeof(out));
	if (n > sizeof(out) || t.n < 0 || t.n > PMAP_TABLE_MAX)
		__builtin_trap();
	for (i = 0; i < t.n; i++)
		if (t.e[i].port > 65535)
			__builtin_trap();
	if (t.n == PMAP_TABLE_MAX)
		t.n = 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	replies(data, size);
	calls(data, size);
	records(data, size);
	text(data, size);
	return 0;
}
