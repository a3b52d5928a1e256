/* SPDX-License-Identifier: MIT */
/* netinet/ip.h: the IPv4 header and its fields (linux/ip.h). */
#ifndef _NETINET_IP_H
#define _NETINET_IP_H

#include <netinet/in.h>
#include <linux/ip.h>

/* As Debian's klibc has it (programs written for it rely on this). */
#ifndef IP_DF
# define IP_DF	0x4000
#endif

#endif
