/* SPDX-License-Identifier: MIT */
/* sys/un.h: AF_UNIX socket addresses (linux/un.h). */
#ifndef _SYS_UN_H
#define _SYS_UN_H

#include <stddef.h>
#include <string.h>
#include <sys/socket.h>
#include <linux/un.h>

/* The length of an address whose path is NUL-terminated. */
#define SUN_LEN(su) \
	(offsetof(struct sockaddr_un, sun_path) + strlen((su)->sun_path))

#endif
