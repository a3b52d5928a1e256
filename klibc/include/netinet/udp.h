/* SPDX-License-Identifier: MIT */
/* netinet/udp.h: the UDP header and socket options (linux/udp.h). */
#ifndef _NETINET_UDP_H
#define _NETINET_UDP_H

#include <sys/socket.h>
#include <linux/udp.h>

#endif
