/* SPDX-License-Identifier: MIT */
/*
 * fnmatch.c: a table of patterns, names, flags and results, proven by
 * running the same table against glibc on the host.
 */
#define _GNU_SOURCE
#include <fnmatch.h>
#include <string.h>
#include "tap.h"

#define NE	FNM_NOESCAPE
#define PN	FNM_PATHNAME
#define PD	FNM_PERIOD
#define LD	FNM_LEADING_DIR
#define CF	FNM_CASEFOLD
#define NO	FNM_NOMATCH

static const struct {
	const char *pattern, *string;
	int flags, result;
} cases[] = {
	/* Literals, '?' and '*'. */
	{ "", "", 0, 0 },
	{ "", "a", 0, NO },
	{ "a", "", 0, NO },
	{ "abc", "abc", 0, 0 },
	{ "abc", "abd", 0, NO },
	{ "abc", "ab", 0, NO },
	{ "ab", "abc", 0, NO },
	{ "a?c", "abc", 0, 0 },
	{ "a?c", "ac", 0, NO },
	{ "???", "abc", 0, 0 },
	{ "??", "abc", 0, NO },
	{ "*", "", 0, 0 },
	{ "*", "anything", 0, 0 },
	{ "a*", "a", 0, 0 },
	{ "a*", "abc", 0, 0 },
	{ "*c", "abc", 0, 0 },
	{ "*c", "abcd", 0, NO },
	{ "a*c", "ac", 0, 0 },
	{ "a*c", "abbbc", 0, 0 },
	{ "a*c", "abcbd", 0, NO },
	{ "a*b*c", "axbxbxc", 0, 0 },
	{ "a*b*c", "axbxbx", 0, NO },
	{ "*a*b*c*", "xxaxxbxxcxx", 0, 0 },
	{ "**a", "bba", 0, 0 },
	{ "*?", "", 0, NO },
	{ "*?", "a", 0, 0 },
	{ "?*?", "ab", 0, 0 },
	{ "a*a*a*a*a*a*a*a*a*a*b", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
	  0, NO },
	{ "*aab", "aaaaaaaaab", 0, 0 },
	/* Backslash. */
	{ "\\*", "*", 0, 0 },
	{ "\\*", "a", 0, NO },
	{ "\\?", "?", 0, 0 },
	{ "\\a", "a", 0, 0 },
	{ "\\\\", "\\", 0, 0 },
	{ "a\\", "a", 0, NO },
	{ "a\\", "a\\", 0, NO },
	{ "\\*", "\\*", NE, 0 },
	{ "\\*", "*", NE, NO },
	{ "\\*", "\\abc", NE, 0 },
	{ "\\?", "\\x", NE, 0 },
	{ "a\\", "a\\", NE, 0 },
	/* Bracket expressions. */
	{ "[abc]", "b", 0, 0 },
	{ "[abc]", "d", 0, NO },
	{ "[a-c]", "b", 0, 0 },
	{ "[a-c]", "d", 0, NO },
	{ "[!a-c]", "d", 0, 0 },
	{ "[!a-c]", "b", 0, NO },
	{ "[^a-c]", "d", 0, 0 },
	{ "[^a-c]", "a", 0, NO },
	{ "[]]", "]", 0, 0 },
	{ "[]a]", "a", 0, 0 },
	{ "[!]]", "]", 0, NO },
	{ "[!]]", "a", 0, 0 },
	{ "[a-]", "-", 0, 0 },
	{ "[-a]", "-", 0, 0 },
	{ "[!-]", "-", 0, NO },
	{ "[a-c-e]", "d", 0, NO },
	{ "[a-c-e]", "-", 0, 0 },
	{ "[0-9]x", "5x", 0, 0 },
	{ "[z-a]", "m", 0, NO },
	{ "[\\]]", "]", 0, 0 },
	{ "[\\-]", "-", 0, 0 },
	{ "[a\\-z]", "m", 0, NO },
	{ "[\\a-\\c]", "b", 0, 0 },
	{ "[\\]", "\\", NE, 0 },
	{ "[[]", "[", 0, 0 },
	{ "[", "[", 0, 0 },
	{ "[ab", "[ab", 0, 0 },
	{ "[ab", "a", 0, NO },
	{ "a[", "a[", 0, 0 },
	{ "[!", "[!", 0, 0 },
	{ "*[", "x[", 0, 0 },
	{ "[*]", "*", 0, 0 },
	{ "[?]", "a", 0, NO },
	/* Character classes. */
	{ "[[:alpha:]]", "q", 0, 0 },
	{ "[[:alpha:]]", "1", 0, NO },
	{ "[[:digit:]]", "7", 0, 0 },
	{ "[[:digit:][:upper:]]", "Q", 0, 0 },
	{ "[[:digit:][:upper:]]", "q", 0, NO },
	{ "[![:space:]]", " ", 0, NO },
	{ "[[:space:]]", "\t", 0, 0 },
	{ "[[:alnum:]_]", "_", 0, 0 },
	{ "[[:xdigit:]]", "f", 0, 0 },
	{ "[[:xdigit:]]", "g", 0, NO },
	{ "[[:punct:]]", "!", 0, 0 },
	{ "[[:lower:]]", "a", 0, 0 },
	{ "[[:cntrl:]]", "\x01", 0, 0 },
	{ "[[:print:]]", " ", 0, 0 },
	{ "[[:graph:]]", " ", 0, NO },
	{ "[[:blank:]]", "\t", 0, 0 },
	{ "[[:bogus:]]", "a", 0, NO },
	{ "[[:alpha:]", "a", 0, NO },
	{ "[[.a.]]", "a", 0, 0 },
	{ "[[.a.]-c]", "b", 0, 0 },
	{ "[[=a=]]", "a", 0, 0 },
	{ "[[=a=]]", "b", 0, NO },
	/* FNM_PATHNAME: only '/' matches '/'. */
	{ "*", "a/b", 0, 0 },
	{ "*", "a/b", PN, NO },
	{ "a?b", "a/b", PN, NO },
	{ "a[/]b", "a/b", PN, NO },
	{ "a[!x]b", "a/b", PN, NO },
	{ "a[!x]b", "a/b", 0, 0 },
	{ "*/*", "a/b", PN, 0 },
	{ "*/b", "a/b", PN, 0 },
	{ "a/*", "a/b/c", PN, NO },
	{ "a/*/c", "a/b/c", PN, 0 },
	{ "a/*c", "a/b/c", PN, NO },
	{ "a*/c", "ab/c", PN, 0 },
	{ "*/*/*", "a/b", PN, NO },
	{ "a\\/b", "a/b", PN, 0 },
	{ "/*", "/x", PN, 0 },
	{ "/*", "/", PN, 0 },
	{ "*x*", "a/x", PN, NO },
	/* FNM_PERIOD: a leading '.' only by a '.'. */
	{ "*", ".profile", PD, NO },
	{ "*", ".profile", 0, 0 },
	{ "?profile", ".profile", PD, NO },
	{ "[.]profile", ".profile", PD, NO },
	{ ".*", ".profile", PD, 0 },
	{ "\\.*", ".profile", PD, 0 },
	{ "*.c", ".c", PD, NO },
	{ "a*", "a.c", PD, 0 },
	{ "*", "a/.b", PD, 0 },
	{ "*/*", "a/.b", PN | PD, NO },
	{ "*/.*", "a/.b", PN | PD, 0 },
	{ "a/?b", "a/.b", PN | PD, NO },
	{ "a/?b", "a/.b", PN, 0 },
	{ "*", "..", PD, NO },
	/* FNM_LEADING_DIR: the match may end at a '/'. */
	{ "a", "a/b", LD, 0 },
	{ "a", "a/b", 0, NO },
	{ "a", "ab/c", LD, NO },
	{ "a*", "abc/d", LD | PN, 0 },
	{ "a/b", "a/b/c/d", LD | PN, 0 },
	{ "*/b", "a/b/c", LD | PN, 0 },
	{ "a?", "ab/", LD, 0 },
	{ "a", "a", LD, 0 },
	/* FNM_CASEFOLD. */
	{ "ABC", "abc", CF, 0 },
	{ "ABC", "abc", 0, NO },
	{ "a*C", "AxC", CF, 0 },
	{ "[A-Z]", "q", CF, 0 },
	{ "[a-z]", "Q", CF, 0 },
	{ "[!a-z]", "Q", CF, NO },
	{ "\\A", "a", CF, 0 },
	{ "[[:upper:]]", "a", CF, NO },
};

static const char *show_flags(int f)
{
	static char buf[64];

	buf[0] = '\0';
	if (f & NE)
		strcat(buf, "|NOESCAPE");
	if (f & PN)
		strcat(buf, "|PATHNAME");
	if (f & PD)
		strcat(buf, "|PERIOD");
	if (f & LD)
		strcat(buf, "|LEADING_DIR");
	if (f & CF)
		strcat(buf, "|CASEFOLD");
	return buf[0] ? buf + 1 : "0";
}

int main(void)
{
	size_t i;
	int r;

	/* The flags' values are an ABI: glibc's, and Debian's klibc's. */
	is_int(FNM_PATHNAME, 1, "FNM_PATHNAME is 1");
	is_int(FNM_NOESCAPE, 2, "FNM_NOESCAPE is 2");
	is_int(FNM_PERIOD, 4, "FNM_PERIOD is 4");
	is_int(FNM_FILE_NAME, FNM_PATHNAME, "FNM_FILE_NAME is FNM_PATHNAME");
	is_int(FNM_LEADING_DIR, 8, "FNM_LEADING_DIR is 8 (glibc's)");
	is_int(FNM_CASEFOLD, 16, "FNM_CASEFOLD is 16 (glibc's)");
	is_int(FNM_NOMATCH, 1, "FNM_NOMATCH is 1");
	for (i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		r = fnmatch(cases[i].pattern, cases[i].string, cases[i].flags);
		if (!ok(r == cases[i].result,
			"fnmatch(\"%s\", \"%s\", %s) = %s", cases[i].pattern,
			cases[i].string[0] == 1 ? "\\001" : cases[i].string,
			show_flags(cases[i].flags),
			cases[i].result ? "FNM_NOMATCH" : "0"))
			diag("got %d", r);
	}
	return done();
}
