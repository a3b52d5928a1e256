/* SPDX-License-Identifier: MIT */
/* portmap.c: PMAPPROC_GETPORT (RFC 1833, version 2): a program's port. */
#include <errno.h>
#include <stdio.h>
#include <netinet/in.h>
#include "nfsmount.h"

#define PMAPPROC_GETPORT 3

int pmap_getport_result(struct xdr *res, unsigned int *port)
{
	uint32_t p = xdr_get_u32(res);

	if (res->bad || p > 65535)
		return -1;
	*port = p;
	return 0;
}

int pmap_getport(struct rpc_client *c, uint32_t prog, uint32_t vers,
		 int tcp, unsigned int *port, char *why, size_t whylen)
{
	uint8_t args[16], reply[RPC_REPLY_MAX];
	struct xdr a, res;

	xdr_init(&a, args, sizeof(args));
	xdr_put_u32(&a, prog);
	xdr_put_u32(&a, vers);
	xdr_put_u32(&a, tcp ? IPPROTO_TCP : IPPROTO_UDP);
	xdr_put_u32(&a, 0);
	if (rpc_call(c, PMAP_PROGRAM, PMAP_VERSION, PMAPPROC_GETPORT, args,
		     a.pos, reply, sizeof(reply), &res, why, whylen))
		return -1;
	if (pmap_getport_result(&res, port)) {
		snprintf(why, whylen, "%s: malformed GETPORT reply", c->what);
		errno = EPROTO;
		return -1;
	}
	if (!*port) {
		snprintf(why, whylen, "program %u version %u is not registered "
			 "over %s with the portmapper", prog, vers,
			 tcp ? "tcp" : "udp");
		errno = EPROTONOSUPPORT;
		return -1;
	}
	return 0;
}
