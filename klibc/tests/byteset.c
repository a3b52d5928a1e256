/* SPDX-License-Identifier: MIT */
/* byteset.c: strspn, strcspn and strpbrk against plain loops, on sets from every quarter of the byte range. */
#include <string.h>
#include "tap.h"

static size_t naive_cspn(const char *s, const char *r)
{
	size_t n = 0;

	while (s[n] && !strchr(r, s[n]))
		n++;
	return n;
}

static size_t naive_spn(const char *s, const char *a)
{
	size_t n = 0;

	while (s[n] && strchr(a, s[n]))
		n++;
	return n;
}

int main(void)
{
	unsigned int seed = 12345, i, j, len, bad_c = 0, bad_s = 0, bad_p = 0;
	char s[64], set[32];
	char *p;

	for (i = 0; i < 20000; i++) {
		/* Short strings and sets, as a shell's expansions use them. */
		len = (seed = seed * 1103515245 + 12345) >> 16 & 31;
		for (j = 0; j < len; j++) {
			seed = seed * 1103515245 + 12345;
			s[j] = (char)(1 + (seed >> 16) % 255);
		}
		s[len] = '\0';
		/* Up to 31 bytes: past what fits packed in two words. */
		len = (seed = seed * 1103515245 + 12345) >> 16 & 31;
		for (j = 0; j < len; j++) {
			seed = seed * 1103515245 + 12345;
			/* Half the set drawn from the string, so both outcomes occur. */
			set[j] = (seed >> 20) & 1 && s[0] ? s[(seed >> 8) % (strlen(s))] :
				 (char)(1 + (seed >> 16) % 255);
		}
		set[len] = '\0';
		if (strcspn(s, set) != naive_cspn(s, set))
			bad_c++;
		if (strspn(s, set) != naive_spn(s, set))
			bad_s++;
		p = strpbrk(s, set);
		if (p != (s[naive_cspn(s, set)] ? s + naive_cspn(s, set) : NULL))
			bad_p++;
	}
	is_int(bad_c, 0, "strcspn agrees with a plain loop on 20000 cases");
	is_int(bad_s, 0, "strspn agrees with a plain loop on 20000 cases");
	is_int(bad_p, 0, "strpbrk agrees with a plain loop on 20000 cases");
	is_int(strcspn("ab\x81\xc0\xff", "\xff"), 4, "strcspn finds 0xff");
	is_int(strcspn("ab\x81\xc0\xff", "\xc0\x81"), 2, "strcspn finds 0x81 before 0xc0");
	is_int(strspn("\x40\x80\xc0\x3f!", "\x3f\x40\x80\xc0"), 4, "strspn across all four quarters");
	/* The first bytes are looked up in the set string itself. */
	is_int(strcspn("", "ab"), 0, "strcspn of an empty string");
	is_int(strspn("", "ab"), 0, "strspn of an empty string");
	is_int(strspn("a", "ab"), 1, "strspn stops at the terminator after one byte");
	is_int(strspn("ab", "ab"), 2, "strspn stops at the terminator after two bytes");
	is_int(strcspn("\xff", "a\xff"), 0, "strcspn finds a high first byte");
	is_int(strcspn("x\x80", "a\x80"), 1, "strcspn finds a high second byte");
	is_int(strspn("\xff\x80\x80x", "\x80\xff"), 3, "strspn over high bytes");
	/* Around the sizes that fit in two words, 32- and 64-bit. */
	is_int(strcspn("zzzzz7", "1234567"), 5, "strcspn with a 7-byte set");
	is_int(strcspn("zzzzz8", "12345678"), 5, "strcspn with an 8-byte set");
	is_int(strcspn("zzzzzf", "123456789abcdef"), 5, "strcspn with a 15-byte set");
	is_int(strcspn("zzzzzg", "123456789abcdefg"), 5, "strcspn with a 16-byte set");
	is_int(strcspn("zzzzz", "123456789abcdef"), 5, "strcspn stops at the terminator, 15-byte set");
	is_int(strspn("gfedcba9x", "123456789abcdefg"), 8, "strspn with a 16-byte set");
	is_int(strspn("fedcba98", "123456789abcdef"), 8, "strspn stops at the terminator, 15-byte set");
	is_int(strspn("7654321\x80", "1234567"), 7, "strspn with a 7-byte set");
	ok(strpbrk("xy", "ab") == NULL, "strpbrk of a short string without a match");
	return done();
}
