/* SPDX-License-Identifier: MIT */
/*
 * sscanf: conversions, widths, suppression, lengths, sets, %n and the
 * return value.  The expectations are glibc's: this file also builds and
 * passes against glibc.
 */
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include "tap.h"

static void integers(void)
{
	int a = 0, b = 0, c = 0;
	unsigned int u = 0, v = 0;
	long l = 0;
	long long ll = 0, ll2 = 0;
	unsigned long long ull = 0;
	short h = 0;
	signed char hh = 0;
	intmax_t j = 0;
	size_t z = 0;
	ptrdiff_t t = 0;

	is_int(sscanf("42 -17 +5", "%d %d %d", &a, &b, &c), 3, "three %d");
	ok(a == 42 && b == -17 && c == 5, "three %%d: values");
	is_int(sscanf("2147483647 -2147483648", "%d %d", &a, &b), 2,
	       "int limits");
	ok(a == INT_MAX && b == INT_MIN, "int limits: values");
	is_int(sscanf("4294967295", "%u", &u), 1, "%u max");
	ok(u == UINT_MAX, "%%u max: value");
	is_int(sscanf("-1", "%u", &u), 1, "%u of -1");
	ok(u == UINT_MAX, "%%u of -1 wraps");
	is_int(sscanf("9223372036854775807 -9223372036854775808", "%lld %lld",
		      &ll, &ll2), 2, "%lld limits");
	ok(ll == LLONG_MAX && ll2 == LLONG_MIN, "%%lld max and min");
	is_int(sscanf("-9223372036854775808", "%lld", &ll), 1, "%lld min");
	ok(ll == LLONG_MIN, "%%lld min: value");
	is_int(sscanf("18446744073709551615", "%llu", &ull), 1, "%llu max");
	ok(ull == ULLONG_MAX, "%%llu max: value");
	is_int(sscanf("99999999999999999999", "%lld", &ll), 1,
	       "%lld saturates");
	ok(ll == LLONG_MAX, "%%lld saturates: value");
	is_int(sscanf("-99999999999999999999", "%lld", &ll), 1,
	       "%lld saturates low");
	ok(ll == LLONG_MIN, "%%lld saturates low: value");
	is_int(sscanf("-123456", "%ld", &l), 1, "%ld");
	ok(l == -123456, "%%ld: value");
	is_int(sscanf("70000 300", "%hd %hhd", &h, &hh), 2, "%hd %hhd");
	ok(h == (short)70000 && hh == (signed char)300, "%%hd %%hhd truncate");
	is_int(sscanf("-5 6 -7", "%jd %zu %td", &j, &z, &t), 3, "%jd %zu %td");
	ok(j == -5 && z == 6 && t == -7, "%%jd %%zu %%td: values");
	is_int(sscanf("777 ff FF 0x1A 0X1a", "%o %x %X %x %x", &a, &b, &c,
		      &u, &v), 5, "%o %x %X with and without 0x");
	ok(a == 0777 && b == 0xff && c == 0xff && u == 0x1a && v == 0x1a,
	   "%%o %%x %%X: values");
	is_int(sscanf("010 0x10 10 -010", "%i %i %i %i", &a, &b, &c, &u), 4,
	       "%i bases");
	ok(a == 8 && b == 16 && c == 10 && (int)u == -8, "%%i bases: values");
	is_int(sscanf("-0x10", "%x", &u), 1, "%x negative");
	ok((int)u == -16, "%%x negative: value");
	is_int(sscanf("0xg", "%x", &u), 1, "0x without digits");
	ok(u == 0, "0x without digits: 0");
	is_int(sscanf("12345", "%3d%d", &a, &b), 2, "widths");
	ok(a == 123 && b == 45, "widths: values");
	is_int(sscanf("-5", "%1d", &a), 0, "width too small for a number");
	is_int(sscanf("  \t\n 7", "%d", &a), 1, "leading white space");
	ok(a == 7, "leading white space: value");
}

static void strings(void)
{
	char s[32], t[32];
	int n;

	is_int(sscanf("hello world", "%s %s", s, t), 2, "two %s");
	is_str(s, "hello", "first %s");
	is_str(t, "world", "second %s");
	is_int(sscanf("abcdef", "%3s%s", s, t), 2, "%3s");
	is_str(s, "abc", "%3s: value");
	is_str(t, "def", "%3s: the rest");
	memset(s, 'z', sizeof(s));
	is_int(sscanf("xyz", "%c", s), 1, "%c");
	ok(s[0] == 'x' && s[1] == 'z', "%%c: one byte, no NUL");
	memset(s, 'z', sizeof(s));
	is_int(sscanf("  abcd", "%3c", s), 1, "%3c keeps white space");
	ok(!memcmp(s, "  azz", 5), "%%3c: bytes");
	memset(s, 'z', sizeof(s));
	is_int(sscanf("ab", "%3c", s), 1, "%3c short at the end");
	ok(!memcmp(s, "abz", 3), "%%3c short: bytes");
	is_int(sscanf("abc]def", "%[]abc]", s), 1, "%[ with ] first");
	is_str(s, "abc]", "%[ with ] first: value");
	is_int(sscanf("a-b", "%[a-]", s), 1, "%[ with - last");
	is_str(s, "a-", "%[ with - last: value");
	is_int(sscanf("hello, world", "%[a-z], %[^\n]", s, t), 2, "%[a-z] %[^");
	is_str(s, "hello", "%[a-z]: value");
	is_str(t, "world", "%[^\\n]: value");
	is_int(sscanf("key=value", "%[^=]=%s", s, t), 2, "%[^=]");
	is_str(s, "key", "%[^=]: key");
	is_str(t, "value", "%[^=]: value");
	is_int(sscanf("xyz", "%[a-c]", s), 0, "%[ with no match");
	is_int(sscanf("abcdef", "%2[a-z]", s), 1, "%2[");
	is_str(s, "ab", "%2[: value");
	n = -1;
	is_int(sscanf("name: x", "name: %n", &n), 0, "%n is no assignment");
	is_int(n, 6, "%n counts the bytes read");
	is_int(sscanf("12 34", "%*d %n%d", &n, &n), 1, "%*d and %n");
	is_int(n, 34, "%n then %d in the same place");
}

static void matching(void)
{
	int a = 0, b = 0;
	void *p = NULL;

	is_int(sscanf("", "%d", &a), EOF, "empty input: EOF");
	is_int(sscanf("   ", "%d", &a), EOF, "only white space: EOF");
	is_int(sscanf("x", "%d", &a), 0, "no number: 0");
	is_int(sscanf("", "abc%d", &a), EOF, "literal at the end: EOF");
	is_int(sscanf("abx1", "abc%d", &a), 0, "literal mismatch: 0");
	is_int(sscanf("-", "%d", &a), 0, "lone sign: 0");
	is_int(sscanf("1 ", "%*d %d", &a), EOF, "suppressed then EOF: EOF");
	is_int(sscanf("1 x", "%*d %d", &a), 0, "suppressed then mismatch: 0");
	is_int(sscanf("5 6", "%d%d", &a, &b), 2, "no space needed between");
	is_int(sscanf("5", "%d%d", &a, &b), 1, "EOF after one: 1");
	is_int(sscanf("5%", "%d%%", &a), 1, "%%");
	is_int(sscanf("5 %", "%d%%", &a), 1, "%% skips white space");
	is_int(sscanf("5 -", "%d%%", &a), 1, "%% mismatch after one: 1");
	is_int(sscanf("  ", " "), 0, "only white space in both: 0");
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-zero-length"
	is_int(sscanf("", ""), 0, "empty both: 0");
#pragma GCC diagnostic pop
	is_int(sscanf("a  b", "a b"), 0, "literals only: 0");
	is_int(sscanf("0x1234", "%p", &p), 1, "%p");
	ok(p == (void *)0x1234, "%%p: value");
	is_int(sscanf("  1 2 ", "%d %d %*s", &a, &b), 2, "trailing %*s at EOF");
	ok(a == 1 && b == 2, "values before the failure stay");
}

int main(void)
{
	integers();
	strings();
	matching();
	return done();
}
