/* SPDX-License-Identifier: MIT */
/*
 * printf: the printf family's conversions, flags, widths, precisions and
 * lengths, snprintf's truncation, and the limits.  The expected strings
 * are glibc's: this file also builds and passes against glibc.
 */
#include <errno.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tap.h"

static char buf[512];

/* One snprintf into a large buffer: the string and the length. */
#define T(want, ...) do {						\
	int r_ = snprintf(buf, sizeof(buf), __VA_ARGS__);		\
	if (!ok(!strcmp(buf, want) && r_ == (int)strlen(want), "%s",	\
		#__VA_ARGS__))						\
		diag("got \"%s\" (%d), want \"%s\" (%d)", buf, r_,	\
		     want, (int)strlen(want));				\
} while (0)

/* vsnprintf through a function of our own, as tap.h uses it. */
static int __attribute__((format(printf, 3, 4)))
vs(char *s, size_t n, const char *fmt, ...)
{
	va_list ap;
	int r;

	va_start(ap, fmt);
	r = vsnprintf(s, n, fmt, ap);
	va_end(ap);
	return r;
}

static void integers(void)
{
	T("0 1 -1 42", "%d %i %d %i", 0, 1, -1, 42);
	T("-2147483648 2147483647", "%d %d", INT_MIN, INT_MAX);
	T("4294967295 37777777777 ffffffff FFFFFFFF", "%u %o %x %X",
	  UINT_MAX, UINT_MAX, UINT_MAX, UINT_MAX);
	T("-9223372036854775808 9223372036854775807", "%lld %lld",
	  LLONG_MIN, LLONG_MAX);
	T("18446744073709551615 1777777777777777777777 ffffffffffffffff",
	  "%llu %llo %llx", ULLONG_MAX, ULLONG_MAX, ULLONG_MAX);
	T("-9223372036854775808", "%jd", INTMAX_MIN);
	T("18446744073709551615", "%ju", UINTMAX_MAX);
	T("-2147483648", "%ld", (long)INT_MIN);
	if (sizeof(long) == 8)
		T("-9223372036854775808 ffffffffffffffff", "%ld %lx",
		  LONG_MIN, ULONG_MAX);
	else
		T("-2147483648 ffffffff", "%ld %lx", LONG_MIN, ULONG_MAX);
	T("44 -128 127 255", "%hhd %hhd %hhd %hhu", 300, 128, 127, -1);
	T("4464 -32768 65535", "%hd %hd %hu", 70000, 32768, -1);
	T("-1 65535 ff", "%hd %hu %hhx", 65535, 65535, 0x1ff);
	T("123 -5 7", "%zu %zd %td", (size_t)123, (ssize_t)-5, (ptrdiff_t)7);
	T("8 9 10", "%qd %Ld %lli", 8LL, 9LL, 10LL);
	T("7fffffff", "%x", INT_MAX);
	T("deadbeef DEADBEEF", "%x %X", 0xdeadbeefu, 0xdeadbeefu);
	T("1234567890123", "%llu", 1234567890123ULL);
	T("4294967296 100000000", "%llu %llx", 1ULL << 32, 1ULL << 32);
}

/*
 * flags() to strings_and_pointers() pass printf combinations the compiler
 * calls odd (a '0' flag with %s, a precision with %p, a lone '%' at the end,
 * ...) on purpose: C says what they do.  Its type checks stay on elsewhere.
 */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat"
static void flags(void)
{
	T("[   42] [42   ] [00042] [+42] [ 42]",
	  "[%5d] [%-5d] [%05d] [%+d] [% d]", 42, 42, 42, 42, 42);
	T("[  -42] [-42  ] [-0042] [-42] [-42]",
	  "[%5d] [%-5d] [%05d] [%+d] [% d]", -42, -42, -42, -42, -42);
	T("[+0000042] [ 0000042] [     042] [42      ]",
	  "[%+08d] [% 08d] [%08.3d] [%-08d]", 42, 42, 42, 42);
	T("[+42] [+42  ]", "[%+ d] [%- +5d]", 42, 42);
	T("[0x0000ff] [0xff    ] [0XFF] [0]", "[%#08x] [%-#8x] [%#X] [%#x]",
	  255, 255, 255, 0);
	T("[0] [0] [010] [  010] [00010] [0377]",
	  "[%#o] [%#.0o] [%#o] [%#5.3o] [%#05o] [%#o]", 0, 0, 8, 8, 8, 0377);
	T("[0x001] [001] [01]", "[%#.3x] [%#.3o] [%#o]", 1, 1, 1);
	T("[1 1 1]", "[%+u % u %+x]", 1, 1, 1);
	T("[] [] [+] [ ] [     ]", "[%.0d] [%.0x] [%+.0d] [% .0d] [%5.0u]",
	  0, 0, 0, 0, 0);
	T("[00000] [   00] [0000000042]", "[%05d] [%5.2d] [%.10d]", 0, 0, 42);
	T("[-0000000042] [      -042]", "[%.10d] [%10.3d]", -42, -42);
	T("[    x] [y  ] [z]", "[%5c] [%-3c] [%c]", 'x', 'y', 'z');
	T("[    x]", "[%05c]", 'x');
	T("[   ab] [ab   ] [a] [ab]", "[%5s] [%-5s] [%.1s] [%.5s]",
	  "ab", "ab", "ab", "ab");
	T("[   ab]", "[%05s]", "ab");
	T("[   abc] [abc   ] [ab]", "[%*s] [%-*s] [%.*s]", 6, "abc", 6, "abc",
	  2, "abc");
	/* ' groups thousands; the C locale has no separator. */
	T("1234567", "%'d", 1234567);
	T("[-1234567] [ 1234567890] [+0001234] [4294967295]",
	  "[%'d] [%'11u] [%'+08ld] [%'lu]", -1234567, 1234567890u, 1234L,
	  4294967295ul);
	T("[  1234] [1234  ] [12345678901234]", "[%'*d] [%-'6i] [%'lld]", 6,
	  1234, 1234, 12345678901234LL);
}

static void stars(void)
{
	T("[   42] [42   ] [42   ]", "[%*d] [%-*d] [%*d]",
	  5, 42, 5, 42, -5, 42);
	T("[00042] [42] [abc]", "[%.*d] [%.*d] [%.*s]",
	  5, 42, -3, 42, -1, "abc");
	T("[  042]", "[%*.*d]", 5, 3, 42);
	T("5|abc|", "%.*d|%.*s|", -3, 5, -1, "abc");
}

static void strings_and_pointers(void)
{
	char *null = NULL;

	T("hello", "%s", "hello");
	T("(null)", "%s", null);
	T("[(null)] [] [    (null)]", "[%.6s] [%.3s] [%10s]", null, null, null);
	T("[      ]", "[%6.3s]", null);
	T("0x1234", "%p", (void *)0x1234);
	T("(nil)", "%p", (void *)0);
	T("[     (nil)] [(nil)     ] [(nil)]", "[%10p] [%-10p] [%.3p]",
	  (void *)0, (void *)0, (void *)0);
	T("[    0x1234] [0x1234    ]", "[%10p] [%-10p]", (void *)0x1234,
	  (void *)0x1234);
	T("[0x00001234]", "[%.8p]", (void *)0x1234);
	T("%", "%%");
	T("100% sure", "100%% %s", "sure");
	T("[%]", "[%5%]");
	T("", "%s", "");
	T("A", "%lc", 'A');
}

#pragma GCC diagnostic pop

static void percent_n(void)
{
	signed char hh = 0;
	short h = 0;
	int i = 0;
	long l = 0;
	long long ll = 0;
	size_t z = 0;
	intmax_t j = 0;

	T("abcdef", "ab%hhncd%hnef%n", &hh, &h, &i);
	is_int(hh, 2, "%hhn");
	is_int(h, 4, "%hn");
	is_int(i, 6, "%n");
	T("12345", "%d%ln%lln%zn%jn", 12345, &l, &ll, &z, &j);
	is_int(l, 5, "%ln");
	is_int(ll, 5, "%lln");
	is_int(z, 5, "%zn");
	is_int(j, 5, "%jn");
	/* The count of %n is that of the output, not of the buffer. */
	i = 0;
	is_int(snprintf(buf, 4, "abcdefgh%n", &i), 8,
	       "%n past the end: return");
	is_int(i, 8, "%n past the end: count");
}

static void truncation(void)
{
	char b[16];
	int r;

	memset(b, 'x', sizeof(b));
	r = snprintf(b, 0, "hello");
	is_int(r, 5, "size 0 returns the full length");
	ok(b[0] == 'x', "size 0 writes nothing");
	r = snprintf(NULL, 0, "%d", 123456);
	is_int(r, 6, "NULL, 0 counts");
	memset(b, 'x', sizeof(b));
	r = snprintf(b, 1, "hello");
	is_int(r, 5, "size 1 returns the full length");
	ok(b[0] == '\0' && b[1] == 'x', "size 1 writes only the NUL");
	memset(b, 'x', sizeof(b));
	r = snprintf(b, 6, "hello");
	is_int(r, 5, "exact size");
	is_str(b, "hello", "exact size: the whole string");
	ok(b[6] == 'x', "exact size: nothing past the NUL");
	memset(b, 'x', sizeof(b));
	r = snprintf(b, 5, "hello");
	is_int(r, 5, "size one short");
	is_str(b, "hell", "size one short: truncated");
	ok(b[5] == 'x', "size one short: nothing past the NUL");
	memset(b, 'x', sizeof(b));
	r = snprintf(b, 8, "%s-%d-%s", "abc", 12345, "tail");
	is_int(r, 14, "truncated conversions: full length");
	is_str(b, "abc-123", "truncated conversions: the start");
	ok(b[8] == 'x', "truncated conversions: nothing past the NUL");
	memset(b, 'x', sizeof(b));
	r = snprintf(b, 4, "%10d", 7);
	is_int(r, 10, "truncated padding: full length");
	is_str(b, "   ", "truncated padding: the start");
	r = vs(b, sizeof(b), "%s=%d", "v", 3);
	is_int(r, 3, "vsnprintf");
	is_str(b, "v=3", "vsnprintf string");
	r = sprintf(buf, "%s:%x", "hex", 0xbeef);
	is_int(r, 8, "sprintf");
	is_str(buf, "hex:beef", "sprintf string");
}

static void overflow(void)
{
	char b[16];
	int r;

	errno = 0;
	r = snprintf(b, sizeof(b), "%2147483647d%d", 1, 1);
	is_int(r, -1, "longer than INT_MAX: -1");
	is_int(errno, EOVERFLOW, "longer than INT_MAX: EOVERFLOW");
	errno = 0;
	r = snprintf(b, sizeof(b), "%2147483648d", 1);
	is_int(r, -1, "width past INT_MAX: -1");
	is_int(errno, EOVERFLOW, "width past INT_MAX: EOVERFLOW");
	errno = 0;
	r = snprintf(b, sizeof(b), "%.2147483648d", 1);
	is_int(r, -1, "precision past INT_MAX: -1");
	is_int(errno, EOVERFLOW, "precision past INT_MAX: EOVERFLOW");
	errno = 0;
	r = snprintf(b, sizeof(b), "%*d", INT_MIN, 1);
	is_int(r, -1, "width INT_MIN via *: -1");
	is_int(errno, EOVERFLOW, "width INT_MIN via *: EOVERFLOW");
	r = snprintf(b, sizeof(b), "%.*d", INT_MIN, 1);
	is_int(r, 1, "precision INT_MIN via *: as if omitted");
}

static void allocated(void)
{
	char *s = NULL;
	int r;

	r = asprintf(&s, "%s-%05d-%x", "name", 42, 255);
	is_int(r, 13, "asprintf length");
	is_str(s, "name-00042-ff", "asprintf string");
	free(s);
	s = NULL;
	r = asprintf(&s, "%s", "");
	is_int(r, 0, "asprintf of nothing");
	is_str(s, "", "asprintf of nothing: empty string");
	free(s);
	s = NULL;
	r = asprintf(&s, "%300d", 1);
	is_int(r, 300, "asprintf of 300 bytes");
	ok(s && strlen(s) == 300 && s[299] == '1' && s[0] == ' ',
	   "asprintf of 300 bytes: content");
	free(s);
}

int main(void)
{
	integers();
	flags();
	stars();
	strings_and_pointers();
	percent_n();
	truncation();
	overflow();
	allocated();
	return done();
}
