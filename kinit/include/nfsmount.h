/* SPDX-License-Identifier: MIT */
/* nfsmount.h: the SunRPC client, NFS options and NFS mounting (nfsmount/). */
#ifndef KINIT_NFSMOUNT_H
#define KINIT_NFSMOUNT_H

#include <stddef.h>
#include <sys/types.h>
#include <stdint.h>
#include <netinet/in.h>

#define PMAP_PROGRAM	100000
#define PMAP_VERSION	2
#define PMAP_PORT	111
#define NFS_PROGRAM	100003
#define NFS_PORT	2049
#define MOUNT_PROGRAM	100005
#define MOUNT_V3	3

#define NFS3_FH_MAX	64		/* RFC 1813 fhandle3 */
#define MNT_PATH_MAX	1024		/* RFC 1813 MNTPATHLEN */
#define RPC_REPLY_MAX	8192		/* larger replies are refused */

/* ---- XDR (RFC 4506): a cursor over a buffer, sticky on error ---- */

struct xdr {
	uint8_t *buf;
	size_t len, pos;
	int bad;		/* set once anything overran or was malformed */
};

void xdr_init(struct xdr *x, void *buf, size_t len);
void xdr_put_u32(struct xdr *x, uint32_t v);
/* Variable-length opaque or string: length, bytes, zero padding. */
void xdr_put_opaque(struct xdr *x, const void *p, size_t n);
uint32_t xdr_get_u32(struct xdr *x);
/*
 * A variable-length opaque of at most max bytes: returns a pointer into
 * the buffer and its length in *n, or NULL (and x->bad) when it is longer
 * than max or than what is left.
 */
const uint8_t *xdr_get_opaque(struct xdr *x, size_t max, size_t *n);

/* ---- RPC messages (RFC 5531) ---- */

enum rpc_status {
	RPC_OK = 0,
	RPC_MALFORMED,		/* not a well-formed reply */
	RPC_NOT_OURS,		/* another xid, or a call: ignore it */
	RPC_VERS_MISMATCH,	/* MSG_DENIED RPC_MISMATCH */
	RPC_AUTH_ERROR,		/* MSG_DENIED AUTH_ERROR */
	RPC_PROG_UNAVAIL,
	RPC_PROG_MISMATCH,
	RPC_PROC_UNAVAIL,
	RPC_GARBAGE_ARGS,
	RPC_SYSTEM_ERR,
};

/* Encode a call header with AUTH_SYS (uid 0) or AUTH_NONE credentials. */
void rpc_put_call(struct xdr *x, uint32_t xid, uint32_t prog, uint32_t vers,
		  uint32_t proc, int auth_sys);
/*
 * Decode a reply header for xid; on RPC_OK x is left at the procedure's
 * results.  *lo and *hi get the versions a PROG_MISMATCH names.
 */
enum rpc_status rpc_get_reply(struct xdr *x, uint32_t xid, uint32_t *lo,
			      uint32_t *hi);
const char *rpc_status_str(enum rpc_status s);

/* ---- talking to a server ---- */

struct rpc_client {
	struct sockaddr_in addr;	/* the server and the program's port */
	int tcp;
	unsigned int timeo_ms;		/* first UDP retransmission timeout */
	long long deadline;		/* now_ms() after which we give up */
	uint32_t xid;
	const char *what;		/* "portmapper", ...: for messages */
	int refused_ends;		/* a refused call is not tried again */
};

/*
 * Call prog/vers/proc with the encoded arguments, retransmitting (UDP)
 * or reconnecting (TCP) with back-off until c->deadline.  On success
 * returns 0 and res is a cursor over the results inside reply[cap].
 * Otherwise -1 with a one-line reason in why (what the server said, or
 * the last socket error) and errno set.
 */
int rpc_call(struct rpc_client *c, uint32_t prog, uint32_t vers,
	     uint32_t proc, const void *args, size_t alen, void *reply,
	     size_t cap, struct xdr *res, char *why, size_t whylen);
/* Read one record-marked TCP message into buf; its length or -1. */
long rpc_tcp_read_record(int fd, uint8_t *buf, size_t cap, long long deadline);

/* ---- portmapper and MOUNT v3 ---- */

/* PMAPPROC_GETPORT's result; -1 when malformed (including port > 65535). */
int pmap_getport_result(struct xdr *res, unsigned int *port);
/* Ask the portmapper at c->addr (port 111 set by the caller). */
int pmap_getport(struct rpc_client *c, uint32_t prog, uint32_t vers,
		 int tcp, unsigned int *port, char *why, size_t whylen);

struct nfs_fh3 {
	size_t len;
	uint8_t data[NFS3_FH_MAX];
};
/*
 * MOUNTPROC3_MNT's result: *stat is the mountstat3; when 0 the handle is
 * filled and *auth_sys says whether AUTH_SYS (or AUTH_NONE) is offered.
 * -1 when malformed.
 */
int mnt3_mnt_result(struct xdr *res, uint32_t *stat, struct nfs_fh3 *fh,
		    int *auth_sys);
const char *mnt3_status_str(uint32_t stat);
int mnt3_mnt(struct rpc_client *c, const char *path, struct nfs_fh3 *fh,
	     char *why, size_t whylen);

/* ---- a stand-in local portmapper (nfsmount -p) ---- */

#define PMAP_TABLE_MAX	32

struct pmap_entry {
	uint32_t prog, vers, prot, port;
};
struct pmap_table {
	int n, changed;
	struct pmap_entry e[PMAP_TABLE_MAX];
};

/*
 * Answer one portmapper call (version 2: NULL, SET, UNSET, GETPORT; other
 * versions get PROG_MISMATCH so that the kernel falls back to 2).  Returns
 * the reply's length, 0 when nothing is to be sent.
 */
size_t pmap_serve(struct pmap_table *t, const uint8_t *req, size_t len,
		  uint8_t *reply, size_t cap);
/* Write the table as "program version proto port" lines; 0 or -1. */
int pmap_table_write(const struct pmap_table *t, const char *file);
/*
 * Serve on 127.0.0.1 port *port (0: any, then *port says which), UDP and
 * TCP, in a child process, keeping file up to date.  Returns its pid, or
 * -1 with a message.
 */
pid_t pmap_dummy_start(const char *file, unsigned int *port);
void pmap_dummy_stop(pid_t pid);

/* ---- options (nfs(5), nfsroot.rst) ---- */

struct nfs_opts {
	int vers;			/* 3 or 4 */
	int minor;			/* NFSv4 minor version; -1: any */
	int tcp;			/* NFS over TCP (1) or UDP (0) */
	int mount_tcp;			/* MOUNT and portmap: -1 as tcp */
	unsigned int port, mountport;	/* 0: ask the portmapper */
	unsigned int rsize, wsize;	/* 0: negotiated */
	unsigned int timeo, retrans;	/* 0: the protocol's default */
	unsigned int acregmin, acregmax, acdirmin, acdirmax;
	int soft, ac, cto;
	/*
	 * -1: NFSv3 without locks, as Debian's nfsmount (an initramfs runs
	 * no portmapper or statd for lockd); NFSv4 with (in the protocol).
	 */
	int lock;
	int ro;				/* -1 not given, 0 rw, 1 ro */
	int retry;			/* seconds of RPC work; -1 default */
};

#define NFS_RETRY_DEFAULT	20	/* seconds; nfs(5) says 2 minutes */

void nfs_opts_init(struct nfs_opts *o);
/*
 * Apply a comma-separated option list on top of o.  Returns 0, or -1
 * with "option: why" in err.
 */
int nfs_opts_parse(struct nfs_opts *o, const char *s, char *err, size_t errlen);

/* ---- mounting ---- */

struct nfs_mount_req {
	const char *spec;		/* server:/path, by IPv4 address */
	const char *dir;		/* the mount point */
	struct nfs_opts opts;
	unsigned long flags;		/* MS_* (MS_RDONLY from ro) */
	int dry_run;			/* RPC work, print, no mount */
	int verbose;			/* say what servers answered */
	const char *portmap_file;	/* -p: write the ports found here */
	int once;			/* the standalone program: with no
					 * retry= given, one attempt that a
					 * refusal ends, as Debian's (its
					 * callers loop themselves) */
};

/* Split "server:/path"; 0, or -1 with why set. */
int nfs_split_spec(const char *spec, struct in_addr *server, char *path,
		   size_t pathlen, const char **why);
/*
 * Mount an NFS export as r asks: portmapper and MOUNT v3 for NFSv3 (the
 * kernel gets the file handle in its binary mount data), a NULL call and
 * the kernel's text options for NFSv4.  Returns 0, or -1 with the reason
 * printed through kmsg().
 */
int nfs_mount(const struct nfs_mount_req *r);

#endif
