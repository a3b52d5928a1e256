/* SPDX-License-Identifier: MIT */
/* nfsroot.h: root=/dev/nfs, as the kernel's nfsroot.rst has it (nfsroot/). */
#ifndef KINIT_NFSROOT_H
#define KINIT_NFSROOT_H

#include <stddef.h>
#include <netinet/in.h>

struct cmdline;
struct ipconfig_lease;

/* Where the root is and how to mount it, known before any packet is sent. */
struct nfsroot_plan {
	struct in_addr server;		/* 0 when nothing names one */
	char path[1024 + 1];		/* with %s replaced */
	char opts[512];			/* nfs(5) options; the last wins */
};

/*
 * Combine, as the kernel does, the defaults (/tftpboot/%s), DHCP's root
 * path (option 17: [server:]path[,options]) and nfsroot=[server:]dir
 * [,options] (a dir not starting with /, `,' or a digit goes under
 * /tftpboot/), the server from nfsroot=, option 17, or the lease (siaddr,
 * option 54, ip='s server), and %s replaced by the client's address.
 * nfsroot and lease may be NULL.  Returns 0, or -1 with why set.
 */
int nfsroot_plan(const char *nfsroot, const struct ipconfig_lease *lease,
		 struct nfsroot_plan *p, const char **why);

/*
 * Mount the NFS root on dir with MS_* flags (ro/rw from the command line;
 * ro or rw among the NFS options win).  dev gets "server:/path" for
 * messages.  Returns 0, or -1 with the reason printed.
 */
int nfsroot_mount(const struct cmdline *c, const struct ipconfig_lease *lease,
		  const char *dir, unsigned long flags, char *dev,
		  size_t devlen);

#endif
