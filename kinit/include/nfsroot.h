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
 * dracut's nfs:[server:]dir[:options] and nfs4:... (root=, or a DHCP root
 * path) as the kernel's [server:]dir[,options] (nfs4: adds vers=4) in
 * out.  Returns 1 when s has that form, 0 when not, -1 when too long.
 */
int nfsroot_from_url(const char *s, char *out, size_t n);

/*
 * The other ways to ask for an NFS root, put on c as the kernel's
 * root=/dev/nfs nfsroot=... so that every stage sees one form: dracut's
 * root=nfs:..., root=nfs4:... and root=dhcp, and initramfs-tools'
 * boot=nfs.  Returns -1, said, when out of memory or root= is too long.
 */
int nfsroot_cmdline(struct cmdline *c);

/*
 * Mount the NFS root on dir with MS_* flags (ro/rw from the command line;
 * ro or rw among the NFS options win).  dev gets "server:/path" for
 * messages.  Returns 0, or -1 with the reason printed.
 */
int nfsroot_mount(const struct cmdline *c, const struct ipconfig_lease *lease,
		  const char *dir, unsigned long flags, char *dev,
		  size_t devlen);

#endif
