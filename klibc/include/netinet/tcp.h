/* SPDX-License-Identifier: MIT */
/* netinet/tcp.h: the TCP header and socket options (linux/tcp.h). */
#ifndef _NETINET_TCP_H
#define _NETINET_TCP_H

#include <sys/socket.h>
#include <linux/tcp.h>

/* As Debian's klibc has it (programs written for it rely on this). */
#include <endian.h>

#endif
