/* SPDX-License-Identifier: MIT */
/* net/if_packet.h: the kernel's packet socket definitions. */
#ifndef _NET_IF_PACKET_H
#define _NET_IF_PACKET_H

#include <sys/types.h>
#include <linux/if_packet.h>

#endif
