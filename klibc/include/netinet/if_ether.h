/* SPDX-License-Identifier: MIT */
/* netinet/if_ether.h: Ethernet frame headers and protocol numbers. */
#ifndef _NETINET_IF_ETHER_H
#define _NETINET_IF_ETHER_H

#include <linux/if_ether.h>
#include <net/if_arp.h>

#endif
