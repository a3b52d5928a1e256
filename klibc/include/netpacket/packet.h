/* SPDX-License-Identifier: MIT */
/* netpacket/packet.h: AF_PACKET addresses and options (linux/if_packet.h). */
#ifndef _NETPACKET_PACKET_H
#define _NETPACKET_PACKET_H

#include <sys/socket.h>
#include <linux/if_packet.h>

#endif
