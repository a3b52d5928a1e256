/* SPDX-License-Identifier: MIT */
/* net/route.h: routing table entries for SIOCADDRT (linux/route.h). */
#ifndef _NET_ROUTE_H
#define _NET_ROUTE_H

#include <sys/socket.h>
#include <linux/route.h>

#endif
