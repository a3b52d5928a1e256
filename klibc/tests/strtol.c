/* SPDX-License-Identifier: MIT */
/*
 * strtol.c: strtol, strtoul, strtoll, strtoull, strtoimax, strtoumax and
 * atoi/atol/atoll: bases, prefixes, signs, end pointers, and the limits
 * with errno on both 32- and 64-bit longs.  The same source run against
 * glibc on the host proves the expected values.
 */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <stdint.h>
#include <inttypes.h>
#include "tap.h"

struct scase {
	const char *s;
	int base;
	long long want;
	int err;
	int end;	/* offset of *endptr */
};

/* Inputs whose results are the same for every width of long. */
static const struct scase common[] = {
	{ "0", 10, 0, 0, 1 },
	{ "  \t\n\v\f\r+42xyz", 10, 42, 0, 10 },
	{ "-42", 10, -42, 0, 3 },
	{ "", 10, 0, 0, 0 },
	{ "   ", 10, 0, 0, 0 },
	{ "+", 10, 0, 0, 0 },
	{ "-", 0, 0, 0, 0 },
	{ "  - 1", 10, 0, 0, 0 },
	{ "+-1", 10, 0, 0, 0 },
	{ "x", 16, 0, 0, 0 },
	{ "0x", 16, 0, 0, 1 },
	{ "0x", 0, 0, 0, 1 },
	{ "0xg", 0, 0, 0, 1 },
	{ "0xg", 16, 0, 0, 1 },
	{ " -0x", 0, 0, 0, 3 },
	{ "0X1f", 0, 31, 0, 4 },
	{ "0x1F", 16, 31, 0, 4 },
	{ "1f", 16, 31, 0, 2 },
	{ "0x1f", 10, 0, 0, 1 },
	{ "0x1f", 36, 33 * 36 * 36 + 1 * 36 + 15, 0, 4 },
	{ "017", 0, 15, 0, 3 },
	{ "017", 10, 17, 0, 3 },
	{ "08", 0, 0, 0, 1 },
	{ "019", 8, 1, 0, 2 },
	{ "-0x10", 0, -16, 0, 5 },
	{ "z", 36, 35, 0, 1 },
	{ "Zz", 36, 35 * 36 + 35, 0, 2 },
	{ "101", 2, 5, 0, 3 },
	{ "102", 2, 2, 0, 2 },
	{ "777", 7, 0, 0, 0 },
	{ "666", 7, 6 * 49 + 6 * 7 + 6, 0, 3 },
	{ "00000000000000000000000000000000000012", 10, 12, 0, 38 },
	{ "2147483647", 10, 2147483647, 0, 10 },
	{ "-2147483648", 10, -2147483647 - 1, 0, 11 },
	{ "0x7fffffff", 0, 0x7fffffff, 0, 10 },
};

/* s with control characters shown as '~', for the TAP line. */
static const char *show(const char *s)
{
	static char buf[4][80];
	static int k;
	char *b = buf[k++ % 4];
	size_t i;

	for (i = 0; s[i] && i < sizeof(buf[0]) - 1; i++)
		b[i] = (unsigned char)s[i] < ' ' ? '~' : s[i];
	b[i] = '\0';
	return b;
}

static char *incr(char *d)
{
	/* Add one to the decimal number that d ends with. */
	char *p = d + strlen(d);

	while (p > d && p[-1] == '9')
		*--p = '0';
	if (p > d && p[-1] >= '0' && p[-1] <= '8') {
		p[-1]++;
	} else {
		memmove(p + 1, p, strlen(p) + 1);
		*p = '1';
	}
	return d;
}

static void check_l(const char *s, int base, long want, int err, int end)
{
	char *e = (char *)1;
	long got;

	errno = 0;
	got = strtol(s, &e, base);
	if (!ok(got == want && errno == err && e == s + end,
		"strtol(\"%s\", %d) = %ld, errno %d, end +%d", show(s), base, want,
		err, end))
		diag("got %ld, errno %d, end +%d", got, errno, (int)(e - s));
}

static void check_ul(const char *s, int base, unsigned long want, int err,
		     int end)
{
	char *e = (char *)1;
	unsigned long got;

	errno = 0;
	got = strtoul(s, &e, base);
	if (!ok(got == want && errno == err && e == s + end,
		"strtoul(\"%s\", %d) = %lu, errno %d, end +%d", show(s), base, want,
		err, end))
		diag("got %lu, errno %d, end +%d", got, errno, (int)(e - s));
}

static void check_ll(const char *s, int base, long long want, int err,
		     int end)
{
	char *e = (char *)1;
	long long got;
	intmax_t gotm;

	errno = 0;
	got = strtoll(s, &e, base);
	if (!ok(got == want && errno == err && e == s + end,
		"strtoll(\"%s\", %d) = %lld, errno %d, end +%d", show(s), base,
		want, err, end))
		diag("got %lld, errno %d, end +%d", got, errno, (int)(e - s));
	e = (char *)1;
	errno = 0;
	gotm = strtoimax(s, &e, base);
	ok(gotm == want && errno == err && e == s + end,
	   "strtoimax(\"%s\", %d) agrees", show(s), base);
}

static void check_ull(const char *s, int base, unsigned long long want,
		      int err, int end)
{
	char *e = (char *)1;
	unsigned long long got;
	uintmax_t gotm;

	errno = 0;
	got = strtoull(s, &e, base);
	if (!ok(got == want && errno == err && e == s + end,
		"strtoull(\"%s\", %d) = %llu, errno %d, end +%d", show(s), base,
		want, err, end))
		diag("got %llu, errno %d, end +%d", got, errno, (int)(e - s));
	e = (char *)1;
	errno = 0;
	gotm = strtoumax(s, &e, base);
	ok(gotm == want && errno == err && e == s + end,
	   "strtoumax(\"%s\", %d) agrees", show(s), base);
}

int main(void)
{
	char buf[128], *e;
	size_t i;
	int n;

	for (i = 0; i < sizeof(common) / sizeof(common[0]); i++) {
		const struct scase *c = &common[i];

		check_l(c->s, c->base, (long)c->want, c->err, c->end);
		check_ll(c->s, c->base, c->want, c->err, c->end);
		check_ul(c->s, c->base, (unsigned long)c->want, c->err,
			 c->end);
		check_ull(c->s, c->base, (unsigned long long)c->want, c->err,
			  c->end);
	}

	/* long, whatever its width: the limits and one past them. */
	n = snprintf(buf, sizeof(buf), "%ld", LONG_MAX);
	check_l(buf, 10, LONG_MAX, 0, n);
	incr(buf);
	check_l(buf, 10, LONG_MAX, ERANGE, n);
	n = snprintf(buf, sizeof(buf), "%ld", LONG_MIN);
	check_l(buf, 10, LONG_MIN, 0, n);
	incr(buf);
	check_l(buf, 10, LONG_MIN, ERANGE, n);
	n = snprintf(buf, sizeof(buf), "%lu", ULONG_MAX);
	check_ul(buf, 10, ULONG_MAX, 0, n);
	check_l(buf, 10, LONG_MAX, ERANGE, n);
	incr(buf);
	check_ul(buf, 10, ULONG_MAX, ERANGE, n + (buf[n] != 0));
	n = snprintf(buf, sizeof(buf), "-%lu", ULONG_MAX);
	check_ul(buf, 10, 1, 0, n);
	incr(buf);
	check_ul(buf, 10, ULONG_MAX, ERANGE, n + (buf[n] != 0));
	check_ul("-1", 10, ULONG_MAX, 0, 2);
	n = snprintf(buf, sizeof(buf), "%#lx", ULONG_MAX);
	check_ul(buf, 0, ULONG_MAX, 0, n);
	check_ul(buf, 16, ULONG_MAX, 0, n);
	n = snprintf(buf, sizeof(buf), "%#lo", ULONG_MAX);
	check_ul(buf, 0, ULONG_MAX, 0, n);

	/* The values at the 32-bit limits, on both widths. */
#if LONG_MAX == 2147483647
	diag("long is 32 bits");
	{
		check_l("2147483648", 10, LONG_MAX, ERANGE, 10);
		check_l("-2147483649", 10, LONG_MIN, ERANGE, 11);
		check_l("0x80000000", 16, LONG_MAX, ERANGE, 10);
		check_l("-0x80000000", 16, LONG_MIN, 0, 11);
		check_ul("4294967295", 10, 4294967295UL, 0, 10);
		check_ul("4294967296", 10, ULONG_MAX, ERANGE, 10);
		check_ul("-4294967295", 10, 1, 0, 11);
		check_ul("-4294967296", 10, ULONG_MAX, ERANGE, 11);
		check_ul("0x100000000", 0, ULONG_MAX, ERANGE, 11);
		check_l("9223372036854775807", 10, LONG_MAX, ERANGE, 19);
	}
#else
	diag("long is 64 bits");
	{
		check_l("2147483648", 10, 2147483648L, 0, 10);
		check_l("-2147483649", 10, -2147483649L, 0, 11);
		check_l("0x80000000", 16, 0x80000000L, 0, 10);
		check_ul("4294967296", 10, 4294967296UL, 0, 10);
		check_ul("0x100000000", 0, 0x100000000UL, 0, 11);
		check_l("9223372036854775807", 10, LONG_MAX, 0, 19);
		check_l("9223372036854775808", 10, LONG_MAX, ERANGE, 19);
		check_l("-9223372036854775808", 10, LONG_MIN, 0, 20);
		check_l("-9223372036854775809", 10, LONG_MIN, ERANGE, 20);
		check_ul("18446744073709551615", 10, ULONG_MAX, 0, 20);
		check_ul("18446744073709551616", 10, ULONG_MAX, ERANGE, 20);
		check_ul("-18446744073709551615", 10, 1, 0, 21);
	}
#endif

	/* long long is 64 bits everywhere. */
	check_ll("9223372036854775807", 10, LLONG_MAX, 0, 19);
	check_ll("9223372036854775808", 10, LLONG_MAX, ERANGE, 19);
	check_ll("-9223372036854775808", 10, LLONG_MIN, 0, 20);
	check_ll("-9223372036854775809", 10, LLONG_MIN, ERANGE, 20);
	check_ll("0x7FFFFFFFFFFFFFFF", 0, LLONG_MAX, 0, 18);
	check_ll("-0x8000000000000000", 0, LLONG_MIN, 0, 19);
	check_ll("0x8000000000000000", 0, LLONG_MAX, ERANGE, 18);
	check_ll("1000000000000000000000000000000000000000x", 10,
		 LLONG_MAX, ERANGE, 40);
	check_ll("-1000000000000000000000000000000000000000", 10,
		 LLONG_MIN, ERANGE, 41);
	check_ll("1y2p0ij32e8e7", 36, LLONG_MAX, 0, 13);
	check_ll("1y2p0ij32e8e8", 36, LLONG_MAX, ERANGE, 13);
	check_ll("-111111111111111111111111111111111111111111111111111111111111111",
		 2, -LLONG_MAX, 0, 64);
	check_ull("18446744073709551615", 10, ULLONG_MAX, 0, 20);
	check_ull("18446744073709551616", 10, ULLONG_MAX, ERANGE, 20);
	check_ull("0xffffffffffffffff", 0, ULLONG_MAX, 0, 18);
	check_ull("0x10000000000000000", 0, ULLONG_MAX, ERANGE, 19);
	check_ull("01777777777777777777777", 0, ULLONG_MAX, 0, 23);
	check_ull("02000000000000000000000", 0, ULLONG_MAX, ERANGE, 23);
	check_ull("3w5e11264sgsf", 36, ULLONG_MAX, 0, 13);
	check_ull("3w5e11264sgsg", 36, ULLONG_MAX, ERANGE, 13);
	check_ull("-1", 0, ULLONG_MAX, 0, 2);
	check_ull("-18446744073709551615", 10, 1, 0, 21);
	check_ull("-18446744073709551616", 10, ULLONG_MAX, ERANGE, 21);
	check_ull("-9223372036854775808", 10, 9223372036854775808ULL, 0, 20);

	/* Bases outside 0 and 2..36 are refused. */
	errno = 0;
	is_int(strtol("12", NULL, 1), 0, "strtol base 1 gives 0");
	is_int(errno, EINVAL, "... and EINVAL");
	errno = 0;
	is_int(strtoul("12", NULL, 37), 0, "strtoul base 37 gives 0");
	is_int(errno, EINVAL, "... and EINVAL");
	errno = 0;
	is_int(strtoll("12", NULL, -1), 0, "strtoll base -1 gives 0");
	is_int(errno, EINVAL, "... and EINVAL");

	/* A NULL endptr is allowed. */
	is_int(strtol("  77", NULL, 8), 077, "strtol with no endptr");
	e = NULL;
	strtoul("42", &e, 10);
	ok(e && *e == '\0', "strtoul sets endptr at the end of the string");

	/* ato*: base 10, whitespace and sign, no prefixes. */
	is_int(atoi("  -123abc"), -123, "atoi(\"  -123abc\")");
	is_int(atoi("+7"), 7, "atoi(\"+7\")");
	is_int(atoi(""), 0, "atoi(\"\")");
	is_int(atoi("x1"), 0, "atoi(\"x1\")");
	is_int(atoi("0x10"), 0, "atoi(\"0x10\") reads no hex");
	is_int(atoi("010"), 10, "atoi(\"010\") reads no octal");
	is_int(atoi("2147483647"), INT_MAX, "atoi(INT_MAX)");
	is_int(atoi("-2147483648"), INT_MIN, "atoi(INT_MIN)");
	is_int(atol("-2147483648"), -2147483647L - 1, "atol(\"-2147483648\")");
	n = snprintf(buf, sizeof(buf), "%ld", LONG_MIN);
	is_int(atol(buf), LONG_MIN, "atol(LONG_MIN)");
	is_int(atoll("9223372036854775807"), LLONG_MAX, "atoll(LLONG_MAX)");
	is_int(atoll("-9223372036854775808"), LLONG_MIN, "atoll(LLONG_MIN)");
	is_int(atoll(" \t-0012"), -12, "atoll(\" \\t-0012\")");

	return done();
}
