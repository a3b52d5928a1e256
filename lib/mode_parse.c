/* SPDX-License-Identifier: MIT */
/* mode_parse: an octal or symbolic (u+rwx,go-w) mode, as chmod takes it. */
#include <sys/stat.h>
#include "utils.h"

#define ALL 07777

static mode_t who_bits(int c)
{
	switch (c) {
	case 'u': return S_ISUID | S_IRWXU;
	case 'g': return S_ISGID | S_IRWXG;
	case 'o': return S_ISVTX | S_IRWXO;
	default: return ALL; /* 'a' */
	}
}

/* The rwx bits of one class in "u" position spread to all three classes. */
static mode_t copy_bits(mode_t mode, int c)
{
	mode_t rwx;

	if (c == 'u')
		rwx = (mode >> 6) & 7;
	else if (c == 'g')
		rwx = (mode >> 3) & 7;
	else
		rwx = mode & 7;
	return rwx * 0111;
}

static int octal(const char *s, mode_t *mode)
{
	mode_t m = 0;

	for (; *s; s++) {
		if (*s < '0' || *s > '7')
			return -1;
		m = m * 8 + (mode_t)(*s - '0');
		if (m > ALL)
			return -1;
	}
	*mode = m;
	return 0;
}

int mode_parse(const char *s, mode_t base, mode_t mask, mode_t *out)
{
	mode_t mode = base & ALL, who, bits, clear;
	int op, dir = S_ISDIR(base);

	if (*s >= '0' && *s <= '7')
		return octal(s, out);
	for (;;) {
		who = 0;
		for (; *s == 'u' || *s == 'g' || *s == 'o' || *s == 'a'; s++)
			who |= who_bits(*s);
		if (*s != '+' && *s != '-' && *s != '=')
			return -1;
		while (*s == '+' || *s == '-' || *s == '=') {
			op = *s++;
			bits = 0;
			if (*s == 'u' || *s == 'g' || *s == 'o') {
				bits = copy_bits(mode, *s++);
			} else {
				for (;; s++) {
					if (*s == 'r')
						bits |= 0444;
					else if (*s == 'w')
						bits |= 0222;
					else if (*s == 'x')
						bits |= 0111;
					else if (*s == 'X')
						bits |= (dir || (mode & 0111)) ?
								0111 :
								0;
					else if (*s == 's')
						bits |= S_ISUID | S_ISGID;
					else if (*s == 't')
						bits |= S_ISVTX;
					else
						break;
				}
			}
			/* Without u, g, o or a: the umask's bits stay. */
			bits &= who ? who : ALL & ~mask;
			clear = who ? who : ALL & ~mask;
			if (op == '+')
				mode |= bits;
			else if (op == '-')
				mode &= ~bits;
			else
				mode = (mode & ~clear) | bits;
		}
		if (*s == '\0')
			break;
		if (*s++ != ',')
			return -1;
	}
	*out = mode;
	return 0;
}
