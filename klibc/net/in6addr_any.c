/* SPDX-License-Identifier: MIT */
/* in6addr_any: the IPv6 wildcard address, ::. */
#include <netinet/in.h>

const struct in6_addr in6addr_any = IN6ADDR_ANY_INIT;
