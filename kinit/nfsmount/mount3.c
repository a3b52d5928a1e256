/* SPDX-License-Identifier: MIT */
/* mount3.c: MOUNTPROC3_MNT (RFC 1813, appendix I): an export's file handle. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include "nfsmount.h"

#define MOUNTPROC3_MNT	1
#define AUTH_NONE	0
#define AUTH_SYS	1
#define FLAVORS_MAX	64	/* a server offering more is not believed */

int mnt3_mnt_result(struct xdr *res, uint32_t *stat, struct nfs_fh3 *fh,
		    int *auth_sys)
{
	const uint8_t *p;
	uint32_t i, nfl, f;
	size_t n;

	*auth_sys = 0;
	fh->len = 0;
	*stat = xdr_get_u32(res);
	if (res->bad)
		return -1;
	if (*stat)
		return 0;
	p = xdr_get_opaque(res, NFS3_FH_MAX, &n);
	if (!p || !n)
		return -1;
	memcpy(fh->data, p, n);
	fh->len = n;
	nfl = xdr_get_u32(res);
	if (res->bad || nfl > FLAVORS_MAX)
		return -1;
	/* RFC 1813: servers predating the list send none; AUTH_SYS then. */
	if (!nfl)
		*auth_sys = 1;
	for (i = 0; i < nfl; i++) {
		f = xdr_get_u32(res);
		if (f == AUTH_SYS || f == AUTH_NONE)
			*auth_sys = 1;
	}
	return res->bad ? -1 : 0;
}

const char *mnt3_status_str(uint32_t stat)
{
	switch (stat) {
	case 0:
		return "success";
	case 1:
		return "not owner (MNT3ERR_PERM)";
	case 2:
		return "no such export (MNT3ERR_NOENT)";
	case 5:
		return "I/O error on the server (MNT3ERR_IO)";
	case 13:
		return "permission denied (MNT3ERR_ACCES)";
	case 20:
		return "not a directory (MNT3ERR_NOTDIR)";
	case 22:
		return "invalid argument (MNT3ERR_INVAL)";
	case 63:
		return "path too long (MNT3ERR_NAMETOOLONG)";
	case 10004:
		return "operation not supported (MNT3ERR_NOTSUPP)";
	case 10006:
		return "server fault (MNT3ERR_SERVERFAULT)";
	}
	return "unknown MOUNT status";
}

int mnt3_mnt(struct rpc_client *c, const char *path, struct nfs_fh3 *fh,
	     char *why, size_t whylen)
{
	uint8_t args[MNT_PATH_MAX + 8], reply[RPC_REPLY_MAX];
	struct xdr a, res;
	uint32_t stat;
	size_t n = strlen(path);
	int sys;

	if (n > MNT_PATH_MAX) {
		snprintf(why, whylen, "%.40s...: path longer than %d bytes",
			 path, MNT_PATH_MAX);
		errno = ENAMETOOLONG;
		return -1;
	}
	xdr_init(&a, args, sizeof(args));
	xdr_put_opaque(&a, path, n);
	if (rpc_call(c, MOUNT_PROGRAM, MOUNT_V3, MOUNTPROC3_MNT, args, a.pos,
		     reply, sizeof(reply), &res, why, whylen))
		return -1;
	if (mnt3_mnt_result(&res, &stat, fh, &sys)) {
		snprintf(why, whylen, "%s: malformed MNT reply", c->what);
		errno = EPROTO;
		return -1;
	}
	if (stat) {
		snprintf(why, whylen, "%s refused %s: %s", c->what, path,
			 mnt3_status_str(stat));
		errno = stat == 2 ? ENOENT : stat == 13 || stat == 1 ? EACCES :
			EPROTO;
		return -1;
	}
	if (!sys) {
		snprintf(why, whylen, "%s: %s needs a security flavour other "
			 "than sec=sys", c->what, path);
		errno = EACCES;
		return -1;
	}
	return 0;
}
