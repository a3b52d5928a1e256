/* SPDX-License-Identifier: MIT */
/* netinet/ip.h: the IPv4 header and its fields (linux/ip.h). */
#ifndef _NETINET_IP_H
#define _NETINET_IP_H

#include <netinet/in.h>
#include <linux/ip.h>

#endif
