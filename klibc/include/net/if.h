/* SPDX-License-Identifier: MIT */
/*
 * net/if.h: network interfaces; struct ifreq, struct ifconf and the IFF_
 * flags are the kernel's (linux/if.h).
 */
#ifndef _NET_IF_H
#define _NET_IF_H

#include <klibc/compiler.h>
#include <sys/socket.h>
#include <linux/if.h>

#define IF_NAMESIZE	IFNAMSIZ

__extern unsigned int if_nametoindex(const char *);
__extern char *if_indextoname(unsigned int, char *);

#endif
