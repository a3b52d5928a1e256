/* SPDX-License-Identifier: MIT */
/*
 * netinet/in.h: Internet addresses and protocols.  The structures and
 * constants are the kernel's own (linux/in.h, linux/in6.h), so programs
 * may include those headers too, in any order.
 */
#ifndef _NETINET_IN_H
#define _NETINET_IN_H

#include <klibc/compiler.h>
#include <stdint.h>
#include <endian.h>
#include <sys/socket.h>
#include <linux/in.h>
#include <linux/in6.h>

typedef uint16_t in_port_t;
typedef uint32_t in_addr_t;

__extern const struct in6_addr in6addr_any;
__extern const struct in6_addr in6addr_loopback;
#define IN6ADDR_ANY_INIT	{ { { 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0 } } }
#define IN6ADDR_LOOPBACK_INIT	{ { { 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1 } } }

#define INET_ADDRSTRLEN		16
#define INET6_ADDRSTRLEN	46

#define IPPORT_RESERVED		1024

#ifndef IPPROTO_HOPOPTS
# define IPPROTO_HOPOPTS	0
#endif

/* The tests look at bytes: an in6_addr need not be 4-byte aligned. */
#define __IN6_B(a, i)	(((const uint8_t *)(a))[i])
#define __IN6_ZERO(a, from, to) __in6_zero((const uint8_t *)(a), from, to)

static __inline__ int __in6_zero(const uint8_t *__a, int __from, int __to)
{
	while (__from < __to)
		if (__a[__from++])
			return 0;
	return 1;
}

#define IN6_IS_ADDR_UNSPECIFIED(a)	__IN6_ZERO(a, 0, 16)
#define IN6_IS_ADDR_LOOPBACK(a) \
	(__IN6_ZERO(a, 0, 15) && __IN6_B(a, 15) == 1)
#define IN6_IS_ADDR_MULTICAST(a)	(__IN6_B(a, 0) == 0xff)
#define IN6_IS_ADDR_LINKLOCAL(a) \
	(__IN6_B(a, 0) == 0xfe && (__IN6_B(a, 1) & 0xc0) == 0x80)
#define IN6_IS_ADDR_SITELOCAL(a) \
	(__IN6_B(a, 0) == 0xfe && (__IN6_B(a, 1) & 0xc0) == 0xc0)
#define IN6_IS_ADDR_V4MAPPED(a) \
	(__IN6_ZERO(a, 0, 10) && __IN6_B(a, 10) == 0xff && \
	 __IN6_B(a, 11) == 0xff)
#define IN6_IS_ADDR_V4COMPAT(a) \
	(__IN6_ZERO(a, 0, 12) && \
	 (!__IN6_ZERO(a, 12, 15) || __IN6_B(a, 15) > 1))
#define IN6_ARE_ADDR_EQUAL(a, b) __in6_equal((const uint8_t *)(a), \
					      (const uint8_t *)(b))

static __inline__ int __in6_equal(const uint8_t *__a, const uint8_t *__b)
{
	int __i;

	for (__i = 0; __i < 16; __i++)
		if (__a[__i] != __b[__i])
			return 0;
	return 1;
}

#define __IN6_MC_SCOPE(a)	(__IN6_B(a, 1) & 0x0f)
#define IN6_IS_ADDR_MC_NODELOCAL(a) \
	(IN6_IS_ADDR_MULTICAST(a) && __IN6_MC_SCOPE(a) == 0x1)
#define IN6_IS_ADDR_MC_LINKLOCAL(a) \
	(IN6_IS_ADDR_MULTICAST(a) && __IN6_MC_SCOPE(a) == 0x2)
#define IN6_IS_ADDR_MC_SITELOCAL(a) \
	(IN6_IS_ADDR_MULTICAST(a) && __IN6_MC_SCOPE(a) == 0x5)
#define IN6_IS_ADDR_MC_ORGLOCAL(a) \
	(IN6_IS_ADDR_MULTICAST(a) && __IN6_MC_SCOPE(a) == 0x8)
#define IN6_IS_ADDR_MC_GLOBAL(a) \
	(IN6_IS_ADDR_MULTICAST(a) && __IN6_MC_SCOPE(a) == 0xe)

__extern uint16_t htons(uint16_t);
__extern uint16_t ntohs(uint16_t);
__extern uint32_t htonl(uint32_t);
__extern uint32_t ntohl(uint32_t);
#define htons(x)	htobe16(x)
#define ntohs(x)	be16toh(x)
#define htonl(x)	htobe32(x)
#define ntohl(x)	be32toh(x)
/* klibc's, for 64-bit values. */
#define htonq(x)	htobe64(x)
#define ntohq(x)	be64toh(x)

__extern int bindresvport(int, struct sockaddr_in *);

#endif
