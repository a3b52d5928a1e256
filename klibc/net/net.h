/* SPDX-License-Identifier: MIT */
/* net.h: helpers shared by the network functions of the library. */
#ifndef _KLIBC_NET_H
#define _KLIBC_NET_H

/* A socket to hand interface ioctls to, or -1 with errno set. */
extern int __if_socket(void);

#endif
