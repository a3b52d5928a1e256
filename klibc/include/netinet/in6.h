/* SPDX-License-Identifier: MIT */
/* netinet/in6.h: the kernel's IPv6 address structures. */
#ifndef _NETINET_IN6_H
#define _NETINET_IN6_H

#include <sys/types.h>
#include <linux/in6.h>

#endif
