/* SPDX-License-Identifier: MIT */
/* inet_pton: convert an IPv4 or IPv6 address from text to binary form. */
#include <arpa/inet.h>
#include <errno.h>
#include <string.h>

/*
 * Strict dotted decimal, as POSIX wants it here (inet_aton is the lenient
 * one): four decimal parts of 0 to 255 and nothing after them.  A leading
 * zero is refused, since other parsers would read "010" as octal 8.
 */
static int pton4(const char *s, unsigned char *out)
{
	unsigned char a[4];
	unsigned int v;
	int part, digits;

	for (part = 0; part < 4; part++) {
		v = 0;
		for (digits = 0; *s >= '0' && *s <= '9'; digits++, s++) {
			if (digits && v == 0)
				return 0;
			v = v * 10 + (unsigned int)(*s - '0');
			if (v > 255)
				return 0;
		}
		if (!digits)
			return 0;
		a[part] = (unsigned char)v;
		if (part < 3 && *s++ != '.')
			return 0;
	}
	if (*s)
		return 0;
	memcpy(out, a, sizeof(a));
	return 1;
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * RFC 4291 section 2.2: eight groups of one to four hex digits, one "::"
 * standing for one or more zero groups, and the last 32 bits optionally
 * in dotted decimal.
 */
static int pton6(const char *s, unsigned char *out)
{
	unsigned char a[16];
	const char *group;
	unsigned int v;
	int n = 0, gap = -1, digits, d;

	/* A leading colon is only allowed as the first half of "::". */
	if (*s == ':' && *++s != ':')
		return 0;
	while (*s) {
		if (*s == ':') {
			if (gap >= 0)
				return 0;
			gap = n;
			s++;
			continue;
		}
		group = s;
		v = 0;
		for (digits = 0; (d = hexval(*s)) >= 0; digits++, s++) {
			if (digits == 4)
				return 0;
			v = v << 4 | (unsigned int)d;
		}
		if (!digits)
			return 0;
		if (*s == '.') {
			if (n > 12 || !pton4(group, a + n))
				return 0;
			n += 4;
			break;
		}
		if (n > 14)
			return 0;
		a[n++] = (unsigned char)(v >> 8);
		a[n++] = (unsigned char)v;
		if (*s == ':') {
			/* A group ends with a colon only if another follows. */
			if (!*++s)
				return 0;
		} else if (*s) {
			return 0;
		}
	}
	if (gap >= 0) {
		if (n == 16)
			return 0;
		memmove(a + 16 - (n - gap), a + gap, (size_t)(n - gap));
		memset(a + gap, 0, (size_t)(16 - n));
	} else if (n != 16) {
		return 0;
	}
	memcpy(out, a, sizeof(a));
	return 1;
}

int inet_pton(int af, const char *src, void *dst)
{
	switch (af) {
	case AF_INET:
		return pton4(src, dst);
	case AF_INET6:
		return pton6(src, dst);
	default:
		errno = EAFNOSUPPORT;
		return -1;
	}
}
