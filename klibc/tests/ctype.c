/* SPDX-License-Identifier: MIT */
/*
 * ctype: every class and conversion of <ctype.h> for EOF and every byte,
 * inline and through a pointer to the library's function, against the
 * C locale's classes spelt out as lists of characters.  It builds on the
 * host too (cc -I klibc/tests), where glibc proves the lists.
 */
#include <ctype.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include "tap.h"

static const char upper[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
static const char lower[] = "abcdefghijklmnopqrstuvwxyz";
static const char digit[] = "0123456789";
static const char xdigit[] = "0123456789abcdefABCDEF";
static const char space[] = " \t\n\v\f\r";
static const char blank[] = " \t";
static const char punct[] = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~";

/* c is one of the bytes of list (never true for EOF or NUL). */
static int in(const char *list, int c)
{
	return c > 0 && c < 256 && memchr(list, c, strlen(list)) != NULL;
}

static int model(const char *name, int c)
{
	int alpha = in(upper, c) || in(lower, c);

	if (!strcmp(name, "isalnum"))
		return alpha || in(digit, c);
	if (!strcmp(name, "isalpha"))
		return alpha;
	if (!strcmp(name, "isascii"))
		return c >= 0 && c < 128;
	if (!strcmp(name, "isblank"))
		return in(blank, c);
	if (!strcmp(name, "iscntrl"))
		return (c >= 0 && c < 32) || c == 127;
	if (!strcmp(name, "isdigit"))
		return in(digit, c);
	if (!strcmp(name, "isgraph"))
		return alpha || in(digit, c) || in(punct, c);
	if (!strcmp(name, "islower"))
		return in(lower, c);
	if (!strcmp(name, "isprint"))
		return c == ' ' || alpha || in(digit, c) || in(punct, c);
	if (!strcmp(name, "ispunct"))
		return in(punct, c);
	if (!strcmp(name, "isspace"))
		return in(space, c);
	if (!strcmp(name, "isupper"))
		return in(upper, c);
	if (!strcmp(name, "isxdigit"))
		return in(xdigit, c);
	if (!strcmp(name, "toascii"))
		return c & 0x7f;
	if (!strcmp(name, "tolower"))
		return in(upper, c) ? lower[strchr(upper, c) - upper] : c;
	if (!strcmp(name, "toupper"))
		return in(lower, c) ? upper[strchr(lower, c) - lower] : c;
	return -1000;
}

/* The inline definitions, called with a variable argument. */
static int call_inline(const char *name, int c)
{
	if (!strcmp(name, "isalnum"))
		return isalnum(c);
	if (!strcmp(name, "isalpha"))
		return isalpha(c);
	if (!strcmp(name, "isascii"))
		return isascii(c);
	if (!strcmp(name, "isblank"))
		return isblank(c);
	if (!strcmp(name, "iscntrl"))
		return iscntrl(c);
	if (!strcmp(name, "isdigit"))
		return isdigit(c);
	if (!strcmp(name, "isgraph"))
		return isgraph(c);
	if (!strcmp(name, "islower"))
		return islower(c);
	if (!strcmp(name, "isprint"))
		return isprint(c);
	if (!strcmp(name, "ispunct"))
		return ispunct(c);
	if (!strcmp(name, "isspace"))
		return isspace(c);
	if (!strcmp(name, "isupper"))
		return isupper(c);
	if (!strcmp(name, "isxdigit"))
		return isxdigit(c);
	if (!strcmp(name, "toascii"))
		return toascii(c);
	if (!strcmp(name, "tolower"))
		return tolower(c);
	if (!strcmp(name, "toupper"))
		return toupper(c);
	return -1000;
}

/* Pointers reach the library's out-of-line functions, not the inlines. */
static int (*const volatile funcs[])(int) = {
	isalnum, isalpha, isascii, isblank, iscntrl, isdigit, isgraph,
	islower, isprint, ispunct, isspace, isupper, isxdigit, toascii,
	tolower, toupper,
};
static const char *const names[] = {
	"isalnum", "isalpha", "isascii", "isblank", "iscntrl", "isdigit",
	"isgraph", "islower", "isprint", "ispunct", "isspace", "isupper",
	"isxdigit", "toascii", "tolower", "toupper",
};

static int same(const char *name, int got, int want)
{
	/* Classes answer any non-zero value for true. */
	if (!strncmp(name, "is", 2))
		return !got == !want;
	return got == want;
}

int main(void)
{
	size_t f;
	int c;

	for (f = 0; f < sizeof(names) / sizeof(names[0]); f++) {
		int bad_inline = 0, bad_func = 0, count = 0;

		for (c = EOF; c < 256; c++) {
			int want = model(names[f], c);

			if (!same(names[f], call_inline(names[f], c), want)) {
				if (!bad_inline++)
					diag("%s(%d) inline: %d, want %d",
					     names[f], c,
					     call_inline(names[f], c), want);
			}
			if (!same(names[f], funcs[f](c), want)) {
				if (!bad_func++)
					diag("%s(%d) function: %d, want %d",
					     names[f], c, funcs[f](c), want);
			}
			if (strncmp(names[f], "is", 2) || want)
				count++;
		}
		ok(!bad_inline && !bad_func,
		   "%s: EOF and 0..255, inline and function (%d %s)",
		   names[f], count,
		   strncmp(names[f], "is", 2) ? "values" : "members");
	}

	is_int(tolower(EOF), EOF, "tolower(EOF) is EOF");
	is_int(toupper(EOF), EOF, "toupper(EOF) is EOF");
	is_int(toupper(0xe9), 0xe9, "toupper: bytes above 0x7f unchanged");
	is_int(tolower(0xc9), 0xc9, "tolower: bytes above 0x7f unchanged");
#ifdef __KLIBC__
	/* Outside the domain: not required, but answered without a table. */
	ok(!isalpha(256 + 'a') && !isdigit(-2) && !isspace(INT_MIN) &&
	   !isprint(INT_MAX) && !iscntrl(-129) && tolower(256 + 'A') ==
	   256 + 'A', "values outside EOF..255 belong to no class");
#endif
	return done();
}
