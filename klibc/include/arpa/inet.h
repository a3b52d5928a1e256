/* SPDX-License-Identifier: MIT */
/* arpa/inet.h: converting Internet addresses to and from text. */
#ifndef _ARPA_INET_H
#define _ARPA_INET_H

#include <klibc/compiler.h>
#include <netinet/in.h>

__extern in_addr_t inet_addr(const char *);
__extern int inet_aton(const char *, struct in_addr *);
__extern char *inet_ntoa(struct in_addr);
__extern int inet_pton(int, const char *, void *);
__extern const char *inet_ntop(int, const void *, char *, socklen_t);

#endif
