/* SPDX-License-Identifier: MIT */
/* inet_aton: convert an IPv4 address in any of the classic forms to binary. */
#include <arpa/inet.h>
#include <stdint.h>

static int digit(char c, unsigned int base)
{
	unsigned int d;

	if (c >= '0' && c <= '9')
		d = (unsigned int)(c - '0');
	else if (c >= 'a' && c <= 'f')
		d = (unsigned int)(c - 'a' + 10);
	else if (c >= 'A' && c <= 'F')
		d = (unsigned int)(c - 'A' + 10);
	else
		return -1;
	return d < base ? (int)d : -1;
}

/*
 * One part: decimal, octal after a leading 0, hex after 0x with at least
 * one digit; the value must fit in 32 bits however many zeros lead it.
 */
static const char *part(const char *s, uint32_t *out)
{
	unsigned int base = 10;
	uint32_t v = 0;
	int d;

	if (*s < '0' || *s > '9')
		return NULL;
	if (*s == '0') {
		base = 8;
		s++;
		if (*s == 'x' || *s == 'X') {
			base = 16;
			s++;
			if (digit(*s, base) < 0)
				return NULL;
		}
	}
	for (; (d = digit(*s, base)) >= 0; s++) {
		if (v > (UINT32_MAX - (uint32_t)d) / base)
			return NULL;
		v = v * base + (uint32_t)d;
	}
	*out = v;
	return s;
}

static int is_space(char c)
{
	return c == ' ' || (c >= '\t' && c <= '\r');
}

/*
 * a.b.c.d, a.b.c (c is 16 bits), a.b (b is 24 bits) or a (32 bits), as
 * 4.3BSD took them.  Like glibc, anything after white space is ignored.
 */
int inet_aton(const char *s, struct in_addr *addr)
{
	static const uint32_t last_max[4] = {
		0xffffffff, 0xffffff, 0xffff, 0xff
	};
	uint32_t p[4], v;
	int n = 0, i;

	for (;;) {
		s = part(s, &p[n++]);
		if (!s)
			return 0;
		if (*s != '.')
			break;
		if (n == 4)
			return 0;
		s++;
	}
	if (*s && !is_space(*s))
		return 0;
	if (p[n - 1] > last_max[n - 1])
		return 0;
	v = p[n - 1];
	for (i = 0; i < n - 1; i++) {
		if (p[i] > 0xff)
			return 0;
		v |= p[i] << (24 - 8 * i);
	}
	if (addr)
		addr->s_addr = htonl(v);
	return 1;
}
