/* SPDX-License-Identifier: MIT */
/*
 * __stdio_fmt: the printf engine behind every formatted output function.
 *
 * Output goes straight into the stream's write window.  When the window
 * is full a string stream drops the rest (snprintf counts on), a file
 * stream is written out.  The engine returns the length of the whole
 * output, or -1 with EOVERFLOW when that would exceed INT_MAX.
 *
 * Conversions: d i u o x X c s p n %, flags - + space # 0 ', width and
 * precision (also *), lengths hh h l ll j z t (L and q as ll).  There is
 * no floating point in this library: e f g a and their capitals, like any
 * conversion it does not know, are copied to the output as written
 * ("%.2f" stays "%.2f") and consume no argument, as Debian's klibc does.
 *
 * Every program that prints links this, so it is small: one va_arg site
 * per argument size, one writer for every piece but the body, which is
 * copied inline for speed.  Counts are unsigned int: nothing longer than
 * INT_MAX is ever written.
 */
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include "stream.h"

/*
 * Only a file stream ever needs its buffer written out, and whatever
 * writes to a file links this; snprintf alone does not.
 */
extern int __stdio_wbuf(FILE *f) __attribute__((weak));

/* Each flag's bit is 1 << (its character - ' '). */
#define FL_SPACE	(1u << (' ' - ' '))
#define FL_HASH		(1u << ('#' - ' '))
#define FL_PLUS		(1u << ('+' - ' '))
#define FL_MINUS	(1u << ('-' - ' '))
#define FL_ZERO		(1u << ('0' - ' '))
/*
 * ' groups thousands with the locale's separator.  The only locale here
 * is "C", which has none, so it is accepted and changes nothing, as in
 * glibc's C locale.
 */
#define FL_GROUP	(1u << ('\'' - ' '))
#define FL_ALL		(FL_SPACE | FL_HASH | FL_PLUS | FL_MINUS | \
			 FL_ZERO | FL_GROUP)

/* NOPREC: no precision given; TOO_BIG: a number past INT_MAX. */
#define NOPREC		UINT_MAX
#define TOO_BIG		(UINT_MAX - 1)

/* The length modifiers but L, as 1 << (letter - 'a'). */
#define LM(c)		(1u << ((c) - 'a'))
#define LENGTHS		(LM('h') | LM('j') | LM('l') | LM('q') | \
			 LM('t') | LM('z'))

/* The integer conversions but X, as 1 << (letter - 'c'). */
#define IC(c)		(1u << ((c) - 'c'))
#define INTEGERS	(IC('d') | IC('i') | IC('o') | IC('p') | IC('u') | \
			 IC('x'))

#define PTR_BITS	(sizeof(void *) * CHAR_BIT)

/*
 * out() when the window is too small: byte by byte, writing the buffer
 * out (or, for a string, dropping the rest) whenever it is full.
 */
static __attribute__((noinline))
void out_slow(FILE *f, const char *s, unsigned int n, int step)
{
	do {
		if (f->wpos == f->wend &&
		    ((f->flags & F_STR) || __stdio_wbuf(f)))
			return;
		*f->wpos++ = *s;
		s += step;
	} while (--n);
}

/*
 * Writes n (not 0) bytes from s, or n copies of *s when step is 0.  It
 * calls nothing when the window has room, so that it saves no registers.
 */
static __attribute__((noinline))
void out(FILE *f, const char *s, unsigned int n, int step)
{
	unsigned char *p = f->wpos;
	unsigned int i = 0;

	if (n > (size_t)(f->wend - p)) {
		out_slow(f, s, n, step);
		return;
	}
	f->wpos = p + n;
	if (step)
		do
			p[i] = s[i];
		while (++i != n);
	else
		do
			p[i] = *s;
		while (++i != n);
}

/* The next argument, an integer or pointer of at most this many bits. */
static __attribute__((noinline)) uintmax_t arg(va_list *ap, unsigned int bits)
{
#if ULONG_MAX > UINT_MAX
	/*
	 * Every Linux ABI with 64-bit longs passes an int in a whole 64-bit
	 * register or stack slot, and the caller keeps only the bits it
	 * asked for: one fetch serves every size.
	 */
	(void)bits;
	return va_arg(*ap, unsigned long);
#else
	if (bits > sizeof(int) * CHAR_BIT)
		return va_arg(*ap, unsigned long long);
	return va_arg(*ap, unsigned int);
#endif
}

int __stdio_fmt(FILE *f, const char *fmt, va_list ap0)
{
	static const char xdigits[] = "0123456789ABCDEF";
	char tmp[3 * sizeof(uintmax_t)], *end = tmp + sizeof(tmp);
	char pre[2];
	const char *body;
	unsigned int total = 0, blen, plen, len, pad, flags, width, prec;
	unsigned int x, d, k, base;
	uintmax_t v;
	va_list ap;
	unsigned char *p;
	char c;

	va_copy(ap, ap0);
	while (*fmt) {
		body = fmt;
		if (*fmt != '%') {
			while (*++fmt && *fmt != '%')
				;
			blen = fmt - body;
			if (blen > INT_MAX - total)
				goto overflow;
			total += blen;
			pad = 0;
			goto copy;
		}

		flags = 0;
		width = 0;
		prec = NOPREC;
		k = 32;
		/* Most conversions are bare: %s, %d... */
		c = fmt[1];
		d = (unsigned char)c - 'a';
		if (d < 26 && c > 'b' && !(LENGTHS >> d & 1)) {
			fmt += 2;
			goto conversion;
		}
		while ((d = (unsigned char)*++fmt - ' ') < 17 &&
		       (FL_ALL >> d & 1))
			flags |= 1u << d;
		/* The width, then the precision after a '.'. */
		for (k = 0;; k++) {
			if (*fmt == '*') {
				fmt++;
				x = arg(&ap, 32);
				/*
				 * Negative: a width gets the - flag, a
				 * precision is as if omitted.
				 */
				if ((int)x < 0 && !k) {
					flags |= FL_MINUS;
					x = -x;
				} else if ((int)x < 0) {
					x = NOPREC;
				}
			} else {
				for (x = 0;
				     (d = (unsigned char)*fmt - '0') < 10;
				     fmt++)
					x = x > (INT_MAX - d) / 10 ?
						TOO_BIG : x * 10 + d;
			}
			if (k) {
				prec = x;
				break;
			}
			width = x;
			prec = NOPREC;
			if (*fmt != '.')
				break;
			fmt++;
		}
		if (width > INT_MAX || prec == TOO_BIG)
			goto overflow;

		/*
		 * The length, as the bits of the argument: 8 << k for hh, h,
		 * none and ll.  A long is an int or a long long.
		 */
		k = 2;
		for (;; fmt++) {
			c = *fmt;
			d = (unsigned char)c - 'a';
			if (c == 'L' || (d < 26 && (LENGTHS >> d & 1))) {
				if (c == 'h')
					k -= k > 0;
				else if (sizeof(long) > sizeof(int) ||
					 (c != 'z' && c != 't' &&
					  (c != 'l' || fmt[-1] == 'l')))
					k = 3;
				continue;
			}
			break;
		}
		if (c)
			fmt++;
		k = 8u << k;
conversion:
		plen = 0;
		d = (unsigned char)c - 'c';
		if (c == 'X' || (d < 22 && (INTEGERS >> d & 1))) {
			/* d and i (signed) u, o, x X and p (base 16) */
			base = 10;
			if (c == 'o')
				base = 8;
			else if (d > 12 && c != 'u')
				base = 16;
			if (c == 'p') {
				k = PTR_BITS;
				flags |= FL_HASH;
			}
			v = arg(&ap, k) << (64 - k);
			pre[0] = 0;
			if (d < 7) {
				v = (uintmax_t)((intmax_t)v >> (64 - k));
				if ((intmax_t)v < 0) {
					v = -v;
					pre[0] = '-';
				} else if (flags & FL_PLUS) {
					pre[0] = '+';
				} else if (flags & FL_SPACE) {
					pre[0] = ' ';
				}
				plen = !!pre[0];
			} else {
				v >>= 64 - k;
			}
			d = c == 'X' ? 0 : 0x20;
			body = end;
#if UINTMAX_MAX > UINTPTR_MAX
			/*
			 * A 64-bit value on a 32-bit machine: divided in 32-bit
			 * steps (the remainder is below 16, so 16 more bits fit
			 * beside it) rather than by libgcc's large routine.
			 */
			while (v >> 32) {
				uint32_t hi = v >> 32, lo = v, qh, qm, r;

				qh = hi / base;
				r = hi % base << 16 | lo >> 16;
				qm = r / base;
				r = r % base << 16 | (lo & 0xffff);
				v = (uint64_t)qh << 32 | qm << 16 | r / base;
				*(char *)--body = xdigits[r % base] | d;
			}
#endif
			for (uintptr_t w = v; w; w /= base)
				*(char *)--body = xdigits[w % base] | d;
			blen = end - body;
			if (base == 16 && blen && (flags & FL_HASH)) {
				pre[0] = '0';
				pre[1] = 'X' | d;
				plen = 2;
			}
			/* The 0 flag pads with zeros as a precision would. */
			if (prec == NOPREC) {
				prec = 1;
				if ((flags & (FL_ZERO | FL_MINUS)) == FL_ZERO &&
				    width > plen)
					prec = width - plen;
			}
			/* The # of octal: the first digit is a 0. */
			if (base == 8 && (flags & FL_HASH) && prec <= blen) {
				*(char *)--body = '0';
				blen++;
			}
			if (!blen && c == 'p') {
				body = "(nil)";
				blen = 5;
			}
			prec = prec > blen ? prec - blen : 0;
		} else {
			if (c == 's') {
				body = (char *)(uintptr_t)arg(&ap, PTR_BITS);
				if (!body)
					body = prec < 6 ? "" : "(null)";
				blen = 0;
				if (prec == NOPREC)
					while (body[blen])
						blen++;
				else
					while (blen < prec && body[blen])
						blen++;
			} else if (c == 'c') {
				tmp[0] = (char)arg(&ap, 32);
				body = tmp;
				blen = 1;
			} else if (c == 'n') {
				p = (void *)(uintptr_t)arg(&ap, PTR_BITS);
				if (k == 8)
					*(signed char *)p = total;
				else if (k == 16)
					*(short *)p = total;
				else if (k == 32)
					*(int *)p = total;
				else
					*(long long *)p = total;
				continue;
			} else {
				/* %%, unknown, or the end: as written. */
				if (c == '%')
					body = fmt - 1;
				blen = fmt - body;
				width = 0;
			}
			prec = 0;
		}

		/* Padding, sign or 0x, zeros, the body, padding. */
		len = plen + prec + blen;
		if (len > INT_MAX)
			goto overflow;
		pad = width > len ? width - len : 0;
		len += pad;
		if (len > INT_MAX - total)
			goto overflow;
		total += len;
		if (pad && !(flags & FL_MINUS)) {
			out(f, " ", pad, 0);
			pad = 0;
		}
		if (plen)
			out(f, pre, plen, 1);
		if (prec)
			out(f, "0", prec, 0);
copy:
		/* The body usually fits the window: no call. */
		p = f->wpos;
		if (blen <= (size_t)(f->wend - p)) {
			f->wpos = p + blen;
			/* Tested at the bottom: one jump per byte fewer. */
			x = 0;
			if (blen)
				do
					p[x] = body[x];
				while (++x != blen);
		} else {
			out(f, body, blen, 1);
		}
		if (pad)
			out(f, " ", pad, 0);
	}
	va_end(ap);
	return (int)total;
overflow:
	va_end(ap);
	errno = EOVERFLOW;
	return -1;
}
