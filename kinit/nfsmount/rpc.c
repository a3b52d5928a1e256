/* SPDX-License-Identifier: MIT */
/* rpc.c: RPC call and reply headers (RFC 5531), with nothing trusted. */
#include "nfsmount.h"

#define RPC_CALL	0
#define RPC_REPLY	1
#define MSG_ACCEPTED	0
#define MSG_DENIED	1
#define AUTH_NONE	0
#define AUTH_SYS	1
#define AUTH_BODY_MAX	400	/* RFC 5531: opaque_auth bodies */

void rpc_put_call(struct xdr *x, uint32_t xid, uint32_t prog, uint32_t vers,
		  uint32_t proc, int auth_sys)
{
	xdr_put_u32(x, xid);
	xdr_put_u32(x, RPC_CALL);
	xdr_put_u32(x, 2);
	xdr_put_u32(x, prog);
	xdr_put_u32(x, vers);
	xdr_put_u32(x, proc);
	if (auth_sys) {
		/* stamp, machine name (empty), uid 0, gid 0, no groups */
		xdr_put_u32(x, AUTH_SYS);
		xdr_put_u32(x, 20);
		xdr_put_u32(x, 0);
		xdr_put_u32(x, 0);
		xdr_put_u32(x, 0);
		xdr_put_u32(x, 0);
		xdr_put_u32(x, 0);
	} else {
		xdr_put_u32(x, AUTH_NONE);
		xdr_put_u32(x, 0);
	}
	xdr_put_u32(x, AUTH_NONE);
	xdr_put_u32(x, 0);
}

enum rpc_status rpc_get_reply(struct xdr *x, uint32_t xid, uint32_t *lo,
			      uint32_t *hi)
{
	uint32_t v;
	size_t n;

	*lo = *hi = 0;
	if (xdr_get_u32(x) != xid || x->bad)
		return x->bad ? RPC_MALFORMED : RPC_NOT_OURS;
	v = xdr_get_u32(x);
	if (x->bad)
		return RPC_MALFORMED;
	if (v != RPC_REPLY)
		return RPC_NOT_OURS;
	v = xdr_get_u32(x);
	if (v == MSG_DENIED) {
		v = xdr_get_u32(x);
		if (v == 0) {
			*lo = xdr_get_u32(x);
			*hi = xdr_get_u32(x);
			return x->bad ? RPC_MALFORMED : RPC_VERS_MISMATCH;
		}
		xdr_get_u32(x);		/* the auth_stat */
		return x->bad || v != 1 ? RPC_MALFORMED : RPC_AUTH_ERROR;
	}
	if (v != MSG_ACCEPTED)
		return RPC_MALFORMED;
	xdr_get_u32(x);			/* the verifier: flavor and body */
	xdr_get_opaque(x, AUTH_BODY_MAX, &n);
	v = xdr_get_u32(x);
	if (x->bad)
		return RPC_MALFORMED;
	switch (v) {
	case 0:
		return RPC_OK;
	case 1:
		return RPC_PROG_UNAVAIL;
	case 2:
		*lo = xdr_get_u32(x);
		*hi = xdr_get_u32(x);
		return x->bad ? RPC_MALFORMED : RPC_PROG_MISMATCH;
	case 3:
		return RPC_PROC_UNAVAIL;
	case 4:
		return RPC_GARBAGE_ARGS;
	case 5:
		return RPC_SYSTEM_ERR;
	}
	return RPC_MALFORMED;
}

const char *rpc_status_str(enum rpc_status s)
{
	switch (s) {
	case RPC_OK:
		return "success";
	case RPC_MALFORMED:
		return "malformed reply";
	case RPC_NOT_OURS:
		return "reply to another call";
	case RPC_VERS_MISMATCH:
		return "RPC version mismatch";
	case RPC_AUTH_ERROR:
		return "authentication refused";
	case RPC_PROG_UNAVAIL:
		return "program not available";
	case RPC_PROG_MISMATCH:
		return "program version not supported";
	case RPC_PROC_UNAVAIL:
		return "procedure not available";
	case RPC_GARBAGE_ARGS:
		return "server could not decode the arguments";
	case RPC_SYSTEM_ERR:
		return "server system error";
	}
	return "unknown RPC status";
}
