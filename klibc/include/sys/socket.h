/* SPDX-License-Identifier: MIT */
/* sys/socket.h: the socket interface; constants are the kernel's. */
#ifndef _SYS_SOCKET_H
#define _SYS_SOCKET_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/uio.h>
#include <asm/socket.h>
#include <linux/socket.h>

typedef unsigned int socklen_t;
typedef unsigned short sa_family_t;

struct sockaddr {
	sa_family_t sa_family;
	char sa_data[14];
};

struct sockaddr_storage {
	sa_family_t ss_family;
	char __data[128 - sizeof(sa_family_t)];
} __attribute__((aligned(8)));

struct msghdr {
	void *msg_name;
	socklen_t msg_namelen;
	struct iovec *msg_iov;
	size_t msg_iovlen;
	void *msg_control;
	size_t msg_controllen;
	int msg_flags;
};

struct cmsghdr {
	size_t cmsg_len;
	int cmsg_level;
	int cmsg_type;
};

struct ucred {
	pid_t pid;
	uid_t uid;
	gid_t gid;
};

struct linger {
	int l_onoff;
	int l_linger;
};

#define __CMSG_ALIGN(n)	(((n) + sizeof(size_t) - 1) & ~(sizeof(size_t) - 1))
#define CMSG_ALIGN(n)	__CMSG_ALIGN(n)
#define CMSG_DATA(c)	((unsigned char *)((struct cmsghdr *)(c) + 1))
#define CMSG_SPACE(n)	(__CMSG_ALIGN(n) + __CMSG_ALIGN(sizeof(struct cmsghdr)))
#define CMSG_LEN(n)	(__CMSG_ALIGN(sizeof(struct cmsghdr)) + (n))
#define CMSG_FIRSTHDR(m) \
	((m)->msg_controllen >= sizeof(struct cmsghdr) ? \
	 (struct cmsghdr *)(m)->msg_control : (struct cmsghdr *)0)
#define CMSG_NXTHDR(m, c) __cmsg_nxthdr((m), (c))

/*
 * The next header must lie wholly inside the control buffer, and a header
 * whose length is smaller than itself ends the walk: a loop over a buffer
 * the kernel or a peer filled in cannot run off its end or spin forever.
 */
static __inline__ struct cmsghdr *__cmsg_nxthdr(const struct msghdr *__m,
						struct cmsghdr *__c)
{
	unsigned char *__p = (unsigned char *)__c;
	unsigned char *__end = (unsigned char *)__m->msg_control +
			       __m->msg_controllen;
	size_t __step = __CMSG_ALIGN(__c->cmsg_len);

	if (__c->cmsg_len < sizeof(struct cmsghdr) || __step < __c->cmsg_len ||
	    __step > (size_t)(__end - __p) ||
	    (size_t)(__end - __p) - __step < sizeof(struct cmsghdr))
		return (struct cmsghdr *)0;
	__c = (struct cmsghdr *)(__p + __step);
	if (__c->cmsg_len > (size_t)(__end - __p) - __step)
		return (struct cmsghdr *)0;
	return __c;
}

/*
 * MIPS numbers the first two socket types the other way round, and the
 * flag bits follow each architecture's O_NONBLOCK and O_CLOEXEC: an
 * archconfig.h that differs defines these first.
 */
#ifndef __KLIBC_SOCK_STREAM
# define __KLIBC_SOCK_STREAM	1
# define __KLIBC_SOCK_DGRAM	2
#endif
#ifndef __KLIBC_SOCK_NONBLOCK
# define __KLIBC_SOCK_NONBLOCK	04000
#endif
#ifndef __KLIBC_SOCK_CLOEXEC
# define __KLIBC_SOCK_CLOEXEC	02000000
#endif
#define SOCK_STREAM	__KLIBC_SOCK_STREAM
#define SOCK_DGRAM	__KLIBC_SOCK_DGRAM
#define SOCK_RAW	3
#define SOCK_RDM	4
#define SOCK_SEQPACKET	5
#define SOCK_PACKET	10
#define SOCK_CLOEXEC	__KLIBC_SOCK_CLOEXEC
#define SOCK_NONBLOCK	__KLIBC_SOCK_NONBLOCK

#define AF_UNSPEC	0
#define AF_UNIX		1
#define AF_LOCAL	AF_UNIX
#define AF_INET		2
#define AF_AX25		3
#define AF_IPX		4
#define AF_APPLETALK	5
#define AF_BRIDGE	7
#define AF_INET6	10
#define AF_KEY		15
#define AF_NETLINK	16
#define AF_ROUTE	AF_NETLINK
#define AF_PACKET	17
#define AF_CAN		29
#define AF_TIPC		30
#define AF_BLUETOOTH	31
#define AF_ALG		38
#define AF_VSOCK	40
#define AF_XDP		44
#define AF_MAX		46
#define PF_UNSPEC	AF_UNSPEC
#define PF_UNIX		AF_UNIX
#define PF_LOCAL	AF_LOCAL
#define PF_INET		AF_INET
#define PF_AX25		AF_AX25
#define PF_IPX		AF_IPX
#define PF_APPLETALK	AF_APPLETALK
#define PF_BRIDGE	AF_BRIDGE
#define PF_INET6	AF_INET6
#define PF_KEY		AF_KEY
#define PF_NETLINK	AF_NETLINK
#define PF_ROUTE	AF_ROUTE
#define PF_PACKET	AF_PACKET
#define PF_CAN		AF_CAN
#define PF_TIPC		AF_TIPC
#define PF_BLUETOOTH	AF_BLUETOOTH
#define PF_ALG		AF_ALG
#define PF_VSOCK	AF_VSOCK
#define PF_XDP		AF_XDP
#define PF_MAX		AF_MAX

#define MSG_OOB		0x0001
#define MSG_PEEK	0x0002
#define MSG_DONTROUTE	0x0004
#define MSG_CTRUNC	0x0008
#define MSG_PROBE	0x0010
#define MSG_TRUNC	0x0020
#define MSG_DONTWAIT	0x0040
#define MSG_EOR		0x0080
#define MSG_WAITALL	0x0100
#define MSG_FIN		0x0200
#define MSG_SYN		0x0400
#define MSG_CONFIRM	0x0800
#define MSG_RST		0x1000
#define MSG_ERRQUEUE	0x2000
#define MSG_NOSIGNAL	0x4000
#define MSG_MORE	0x8000
#define MSG_WAITFORONE	0x10000
#define MSG_ZEROCOPY	0x4000000
#define MSG_FASTOPEN	0x20000000
#define MSG_CMSG_CLOEXEC 0x40000000

#define SCM_RIGHTS	1
#define SCM_CREDENTIALS	2
#define SOL_ICMPV6	58
#define SOL_IP		0
#define SOL_TCP		6
#define SOL_UDP		17
#define SOL_IPV6	41
#define SOL_RAW		255
#define SOL_PACKET	263
#define SOMAXCONN	4096
#define SHUT_RD		0
#define SHUT_WR		1
#define SHUT_RDWR	2

__extern int socket(int, int, int);
__extern int socketpair(int, int, int, int *);
__extern int bind(int, const struct sockaddr *, socklen_t);
__extern int connect(int, const struct sockaddr *, socklen_t);
__extern int listen(int, int);
__extern int accept(int, struct sockaddr *, socklen_t *);
__extern int accept4(int, struct sockaddr *, socklen_t *, int);
__extern int getsockname(int, struct sockaddr *, socklen_t *);
__extern int getpeername(int, struct sockaddr *, socklen_t *);
__extern ssize_t send(int, const void *, size_t, int);
__extern ssize_t recv(int, void *, size_t, int);
__extern ssize_t sendto(int, const void *, size_t, int, const struct sockaddr *,
			socklen_t);
__extern ssize_t recvfrom(int, void *, size_t, int, struct sockaddr *,
			  socklen_t *);
__extern ssize_t sendmsg(int, const struct msghdr *, int);
__extern ssize_t recvmsg(int, struct msghdr *, int);
__extern int shutdown(int, int);
__extern int setsockopt(int, int, int, const void *, socklen_t);
__extern int getsockopt(int, int, int, void *, socklen_t *);

#endif
