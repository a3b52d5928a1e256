/* SPDX-License-Identifier: MIT */
/*
 * __stdio_scan: the scanf engine behind sscanf, fscanf and scanf.
 *
 * Conversions: d i u o x X p c s [set] [^set] n %, with widths, the *
 * that suppresses assignment, and lengths hh h l ll j z t (L and q as
 * ll).  There is no floating point in this library: e f g a fail to
 * match, which ends the scan.  Out-of-range numbers saturate as strtoimax
 * and strtoumax do, then are cut to the size of the target.
 *
 * The return value is glibc's: the number of assignments, or EOF when
 * the input ended before anything was assigned.
 */
#include <limits.h>
#include <stdint.h>
#include <string.h>
#include "stream.h"

/* A string stream never refills; sscanf alone does not link this. */
extern int __stdio_rbuf(FILE *f) __attribute__((weak));

static int get(FILE *f)
{
	if (f->rpos < f->rend)
		return *f->rpos++;
	if (f->flags & F_STR)
		return EOF;
	return __stdio_rbuf(f);
}

/* Gives back the byte get() returned last: it is still in the buffer. */
static void unget(FILE *f, int c)
{
	if (c >= 0)
		f->rpos--;
}

static int space(int c)
{
	return c == ' ' || (unsigned int)(c - '\t') < 5;
}

static int digit(int c)
{
	c |= 0x20;	/* 'A' to 'a'; digits already have it */
	if ((unsigned int)(c - '0') < 10)
		return c - '0';
	if ((unsigned int)(c - 'a') < 26)
		return c - 'a' + 10;
	return 99;
}

int __stdio_scan(FILE *f, const char *fmt, va_list ap0)
{
	unsigned char set[256 / CHAR_BIT];
	unsigned int width, bits, base, got, i, neg, lo, hi, d;
	int n = 0, c, fc, sup, inv;
	size_t pos = 0;		/* bytes consumed, for %n */
	uintmax_t v, lim;
	va_list ap;
	const char *lm;
	char *dst = NULL;

/* The next byte within the width, or -2 once the width is used up. */
#define NEXT()	(width ? (width--, c = get(f), pos += c >= 0, c) : \
		 (c = -2))
#define UNGET()	do { if (c >= 0) { unget(f, c); pos--; } } while (0)

	va_copy(ap, ap0);
	for (; (fc = (unsigned char)*fmt); fmt++) {
		if (space(fc)) {
			width = UINT_MAX;
			while (space(NEXT()))
				;
			UNGET();
			continue;
		}
		if (fc != '%' || fmt[1] == '%') {
			if (fc == '%') {
				fmt++;
				width = UINT_MAX;
				while (space(NEXT()))
					;
			} else {
				width = 1;
				NEXT();
			}
			if (c != fc) {
				UNGET();
				goto fail;	/* or eof, when c is EOF */
			}
			continue;
		}

		sup = *++fmt == '*';
		fmt += sup;
		for (width = 0; (d = (unsigned char)*fmt - '0') < 10; fmt++)
			width = width > (UINT_MAX - d) / 10 ?
				UINT_MAX : width * 10 + d;
		/* The bits of the target: 8 << k for hh, h, none and ll. */
		lm = fmt;
		i = 2;
		for (;; fmt++) {
			c = *fmt;
			if (c == 'h')
				i -= i > 0;
			else if (c == 'j' || c == 'L' || c == 'q' ||
				 (c == 'l' && (sizeof(long) > sizeof(int) ||
					       fmt[-1] == 'l')) ||
				 ((c == 'z' || c == 't') &&
				  sizeof(long) > sizeof(int)))
				i = 3;
			else if (c != 'l' && c != 'z' && c != 't')
				break;
		}
		bits = 8u << i;
		fc = (unsigned char)*fmt;
		if (!fc)
			goto fail;
		if (!sup)
			dst = va_arg(ap, void *);

		if (fc == 'n') {
			v = pos;
			if (!sup)
				goto store;
			continue;
		}
		if (fc == 'c' || fc == 's' || fc == '[') {
			/* No wide characters in this library. */
			if (fmt != lm)
				goto fail;
			memset(set, 0, sizeof(set));
			inv = 0;
			if (fc == '[') {
				inv = *++fmt == '^';
				fmt += inv;
				lm = fmt;
				/* A first ] is a member, as is an end -. */
				for (;; fmt++) {
					lo = (unsigned char)*fmt;
					if (!lo)
						goto fail;
					if (lo == ']' && fmt != lm)
						break;
					hi = lo;
					if (fmt[1] == '-' && fmt[2] != ']' &&
					    (unsigned char)fmt[2] >= lo) {
						hi = (unsigned char)fmt[2];
						fmt += 2;
					}
					for (; lo <= hi; lo++)
						set[lo / 8] |= 1 << lo % 8;
				}
			} else if (fc == 's') {
				/* Anything but white space. */
				inv = 1;
				for (lo = '\t'; lo <= '\r'; lo++)
					set[lo / 8] |= 1 << lo % 8;
				set[' ' / 8] |= 1 << ' ' % 8;
			} else {
				inv = 1;	/* anything at all */
			}
			if (fc != '[' && fc != 'c') {
				lo = width;
				width = UINT_MAX;
				while (space(NEXT()))
					;
				UNGET();
				width = lo;
			}
			if (!width)
				width = fc == 'c' ? 1 : UINT_MAX;
			got = 0;
			while (NEXT() >= 0 &&
			       (!(set[c / 8] >> c % 8 & 1)) == inv) {
				if (!sup)
					dst[got] = c;
				got++;
			}
			UNGET();
			if (!got)
				goto fail;	/* or eof, when c is EOF */
			if (fc != 'c' && !sup)
				dst[got] = '\0';
			n += !sup;
			continue;
		}

		/* Integers. */
		base = 10;
		if (fc == 'o')
			base = 8;
		else if (fc == 'x' || fc == 'X' || fc == 'p')
			base = 16;
		else if (fc == 'i')
			base = 0;
		else if (fc != 'd' && fc != 'u')
			goto fail;
		if (fc == 'p')
			bits = sizeof(void *) * CHAR_BIT;
		lo = width ? width : UINT_MAX;
		width = UINT_MAX;
		while (space(NEXT()))
			;
		UNGET();
		width = lo;
		neg = 0;
		got = 0;
		v = 0;
		/* An input failure only if the input ends right away. */
		if (NEXT() == EOF)
			goto fail;
		if (c == '-' || c == '+') {
			neg = c == '-';
			NEXT();
		}
		if (c == '0' && (base == 0 || base == 16)) {
			got = 1;
			NEXT();
			if ((c | 0x20) == 'x') {
				base = 16;
				NEXT();
			} else if (!base) {
				base = 8;
			}
		}
		if (!base)
			base = 10;
		lim = UINTMAX_MAX / base;
		for (; c >= 0 && (d = digit(c)) < base; NEXT()) {
			/* Past the limit, the value stays UINTMAX_MAX. */
			if (v > lim || v * base > UINTMAX_MAX - d)
				v = UINTMAX_MAX;
			else
				v = v * base + d;
			got = 1;
		}
		UNGET();
		if (!got) {
			c = 0;
			goto fail;
		}
		if (fc == 'd' || fc == 'i') {
			/* strtoimax's range. */
			if (!neg && v > INTMAX_MAX)
				v = INTMAX_MAX;
			else if (neg && v > (uintmax_t)INTMAX_MAX + 1)
				v = (uintmax_t)INTMAX_MAX + 1;
		}
		if (neg)
			v = -v;
		if (sup)
			continue;
		n++;
store:
		if (bits == 8)
			*(unsigned char *)dst = v;
		else if (bits == 16)
			*(unsigned short *)dst = v;
		else if (bits == 32)
			*(unsigned int *)dst = v;
		else
			*(unsigned long long *)dst = v;
	}
	va_end(ap);
	return n;
fail:
	va_end(ap);
	/*
	 * A matching failure, or (c is EOF) an input failure, which gives
	 * EOF when nothing was assigned.
	 */
	return !n && c == EOF ? EOF : n;
#undef NEXT
#undef UNGET
}
