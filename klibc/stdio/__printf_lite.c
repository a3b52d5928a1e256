/* SPDX-License-Identifier: MIT */
/*
 * __printf_lite: printf for the formats whose conversions are all bare
 * %d %i %u %x %c %s or %%, with no flag, width, precision or length.
 *
 * <stdio.h> calls it instead of printf when the compiler can see that the
 * format is such a literal, so that a program that prints only those does
 * not link the whole formatter (__stdio_fmt).  Its output, return value
 * and errors are printf's for those formats: the library's tests check
 * the two side by side.  It is never given another conversion.
 *
 * Its name is weak: a program that links printf anyway gets printf's
 * (printf.c), and the linker drops this code; so does the shared library.
 */
#include <errno.h>
#include <limits.h>
#include "stream.h"

/* Writes n bytes into the buffer, writing it out whenever it is full. */
static void put(FILE *f, const char *s, size_t n)
{
	for (; n; n--) {
		if (f->wpos == f->wend && __stdio_wbuf(f))
			return;
		*f->wpos++ = *s++;
	}
}

__attribute__((weak)) __stdio_varargs int __printf_lite(const char *fmt, ...)
{
	FILE *f = stdout;
	unsigned int err = f->flags & F_ERR, total = 0, v, base;
	char tmp[3 * sizeof(int)], *end = tmp + sizeof(tmp);
	const char *s;
	unsigned long a;
	size_t n;
	va_list ap;
	char c;

	/* Only an error of this call makes it fail. */
	f->flags &= ~F_ERR;
	va_start(ap, fmt);
	for (; (c = *fmt); fmt++) {
		s = fmt;
		n = 1;
		if (c != '%')
			goto copy;
		c = *++fmt;
		if (c == '%')
			goto copy;
		/*
		 * One fetch for every argument: an int, unsigned or pointer
		 * is as long as a long, or passed in a long's whole slot
		 * (as __stdio_fmt relies on too).
		 */
		a = va_arg(ap, unsigned long);
		if (c == 's') {
			s = (const char *)a;
			if (!s)
				s = "(null)";
			for (n = 0; s[n]; n++)
				;
		} else if (c == 'c') {
			tmp[0] = (char)a;
			s = tmp;
		} else {
			/* d, i, u or x: the only others it is given. */
			v = a;
			base = c == 'x' ? 16 : 10;
			s = end;
			if (c != 'u' && c != 'x' && (int)v < 0) {
				v = -v;
				c = '-';
			}
			do
				*(char *)--s = "0123456789abcdef"[v % base];
			while ((v /= base));
			if (c == '-')
				*(char *)--s = '-';
			n = end - s;
		}
copy:
		if (n > INT_MAX - total) {
			errno = EOVERFLOW;
			total = -1;
			break;
		}
		total += n;
		put(f, s, n);
	}
	va_end(ap);
	__stdio_wdone(f);
	if (f->flags & F_ERR)
		total = -1;
	f->flags |= err;
	return (int)total;
}
