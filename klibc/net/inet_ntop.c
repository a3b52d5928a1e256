/* SPDX-License-Identifier: MIT */
/* inet_ntop: convert an IPv4 or IPv6 address from binary form to text. */
#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

static char *put_dec(char *p, unsigned int v)
{
	if (v >= 100)
		*p++ = (char)('0' + v / 100);
	if (v >= 10)
		*p++ = (char)('0' + v / 10 % 10);
	*p++ = (char)('0' + v % 10);
	return p;
}

static char *ntop4(char *p, const unsigned char *a)
{
	int i;

	for (i = 0; i < 4; i++) {
		if (i)
			*p++ = '.';
		p = put_dec(p, a[i]);
	}
	return p;
}

static char *put_hex(char *p, unsigned int v)
{
	static const char digits[] = "0123456789abcdef";
	int shift = 12;

	while (shift && !(v >> shift))
		shift -= 4;
	for (; shift >= 0; shift -= 4)
		*p++ = digits[v >> shift & 0xf];
	return p;
}

/*
 * RFC 5952 canonical text: lowercase hex without leading zeros, the
 * longest run of two or more zero groups (the first of equal runs)
 * written as "::".  The IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible
 * (::a.b.c.d) forms end in dotted decimal, as glibc writes them.
 */
static char *ntop6(char *p, const unsigned char *a)
{
	unsigned int w[8];
	int i, run = 0, best = -1, bestlen = 0;

	for (i = 0; i < 8; i++) {
		w[i] = (unsigned int)a[2 * i] << 8 | a[2 * i + 1];
		run = w[i] ? 0 : run + 1;
		if (run > bestlen) {
			bestlen = run;
			best = i - run + 1;
		}
	}
	if (bestlen < 2)
		best = -1;
	for (i = 0; i < 8; i++) {
		if (i == best) {
			*p++ = ':';
			if (i == 0)
				*p++ = ':';
			i += bestlen - 1;
			continue;
		}
		if (i == 6 && best == 0 &&
		    (bestlen == 6 || (bestlen == 5 && w[5] == 0xffff)))
			return ntop4(p, a + 12);
		p = put_hex(p, w[i]);
		if (i < 7)
			*p++ = ':';
	}
	return p;
}

const char *inet_ntop(int af, const void *src, char *dst, socklen_t size)
{
	char buf[INET6_ADDRSTRLEN];
	size_t len;

	switch (af) {
	case AF_INET:
		len = (size_t)(ntop4(buf, src) - buf);
		break;
	case AF_INET6:
		len = (size_t)(ntop6(buf, src) - buf);
		break;
	default:
		errno = EAFNOSUPPORT;
		return NULL;
	}
	if (len >= size) {
		errno = ENOSPC;
		return NULL;
	}
	memcpy(dst, buf, len);
	dst[len] = '\0';
	return dst;
}
