/* netinet/in.h: Internet addresses and protocols. */
#ifndef _NETINET_IN_H
#define _NETINET_IN_H

#include <klibc/compiler.h>
#include <stdint.h>
#include <endian.h>
#include <sys/socket.h>

typedef uint16_t in_port_t;
typedef uint32_t in_addr_t;

struct in_addr {
	in_addr_t s_addr;
};

struct in6_addr {
	union {
		uint8_t __u6_addr8[16];
		uint16_t __u6_addr16[8];
		uint32_t __u6_addr32[4];
	} __in6_u;
};
#define s6_addr		__in6_u.__u6_addr8
#define s6_addr16	__in6_u.__u6_addr16
#define s6_addr32	__in6_u.__u6_addr32

struct sockaddr_in {
	sa_family_t sin_family;
	in_port_t sin_port;
	struct in_addr sin_addr;
	unsigned char sin_zero[8];
};

struct sockaddr_in6 {
	sa_family_t sin6_family;
	in_port_t sin6_port;
	uint32_t sin6_flowinfo;
	struct in6_addr sin6_addr;
	uint32_t sin6_scope_id;
};

struct ip_mreq {
	struct in_addr imr_multiaddr;
	struct in_addr imr_interface;
};

struct ipv6_mreq {
	struct in6_addr ipv6mr_multiaddr;
	int ipv6mr_interface;
};

__extern const struct in6_addr in6addr_any;
__extern const struct in6_addr in6addr_loopback;
#define IN6ADDR_ANY_INIT	{ { { 0 } } }
#define IN6ADDR_LOOPBACK_INIT	{ { { 0,0,0,0,0,0,0,0,0,0,0,0,0,0,0,1 } } }

#define IPPROTO_IP	0
#define IPPROTO_HOPOPTS	0
#define IPPROTO_ICMP	1
#define IPPROTO_IGMP	2
#define IPPROTO_TCP	6
#define IPPROTO_UDP	17
#define IPPROTO_IPV6	41
#define IPPROTO_ROUTING	43
#define IPPROTO_FRAGMENT 44
#define IPPROTO_ICMPV6	58
#define IPPROTO_NONE	59
#define IPPROTO_RAW	255

#define INADDR_ANY		((in_addr_t)0x00000000)
#define INADDR_BROADCAST	((in_addr_t)0xffffffff)
#define INADDR_NONE		((in_addr_t)0xffffffff)
#define INADDR_LOOPBACK		((in_addr_t)0x7f000001)

#define INET_ADDRSTRLEN		16
#define INET6_ADDRSTRLEN	46

#define IP_TOS			1
#define IP_TTL			2
#define IP_HDRINCL		3
#define IP_OPTIONS		4
#define IP_PKTINFO		8
#define IP_MTU_DISCOVER		10
#define IP_RECVERR		11
#define IP_MULTICAST_IF		32
#define IP_MULTICAST_TTL	33
#define IP_MULTICAST_LOOP	34
#define IP_ADD_MEMBERSHIP	35
#define IP_DROP_MEMBERSHIP	36
#define IPV6_UNICAST_HOPS	16
#define IPV6_MULTICAST_IF	17
#define IPV6_MULTICAST_HOPS	18
#define IPV6_MULTICAST_LOOP	19
#define IPV6_JOIN_GROUP		20
#define IPV6_LEAVE_GROUP	21
#define IPV6_V6ONLY		26
#define IPV6_RECVPKTINFO	49
#define IPV6_PKTINFO		50
#define IPV6_HOPLIMIT		52
#define IPV6_RECVHOPLIMIT	51

#define IN6_IS_ADDR_UNSPECIFIED(a) \
	(((const uint32_t *)(a))[0] == 0 && ((const uint32_t *)(a))[1] == 0 && \
	 ((const uint32_t *)(a))[2] == 0 && ((const uint32_t *)(a))[3] == 0)
#define IN6_IS_ADDR_LINKLOCAL(a) \
	((((const uint8_t *)(a))[0] == 0xfe) && ((((const uint8_t *)(a))[1] & 0xc0) == 0x80))
#define IN6_IS_ADDR_MULTICAST(a) (((const uint8_t *)(a))[0] == 0xff)

__extern uint16_t htons(uint16_t);
__extern uint16_t ntohs(uint16_t);
__extern uint32_t htonl(uint32_t);
__extern uint32_t ntohl(uint32_t);
#define htons(x)	htobe16(x)
#define ntohs(x)	be16toh(x)
#define htonl(x)	htobe32(x)
#define ntohl(x)	be32toh(x)

#endif
