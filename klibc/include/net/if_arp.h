/* SPDX-License-Identifier: MIT */
/* net/if_arp.h: ARP headers, requests and hardware types (linux/if_arp.h). */
#ifndef _NET_IF_ARP_H
#define _NET_IF_ARP_H

#include <sys/socket.h>
#include <linux/if_arp.h>

#endif
