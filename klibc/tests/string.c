/* SPDX-License-Identifier: MIT */
/*
 * string: the str* functions of <string.h> and <strings.h>, the error and
 * signal texts, and reads at the end of a page followed by an
 * inaccessible one.  It builds on the host too
 * (cc -D_GNU_SOURCE -I klibc/tests), where glibc proves the expected
 * values; the functions glibc lacks are then skipped.
 */
#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/mman.h>
#include "tap.h"

#ifndef __KLIBC__
/* glibc's POSIX strerror_r, which _GNU_SOURCE hides. */
extern int __xpg_strerror_r(int, char *, size_t);
#define strerror_r __xpg_strerror_r
#endif

#define GUARD_BYTE	'#'

static char buf[256];

/*
 * Limits beyond the object, which the functions allow but the compiler
 * warns about when it sees them as constants.
 */
static volatile size_t size_max = (size_t)-1, hundred = 100;

/* buf filled with guard bytes, so that a write too far shows. */
static char *guarded(void)
{
	memset(buf, GUARD_BYTE, sizeof(buf));
	return buf;
}

/* Nothing in buf from index from on was written. */
static int guard_intact(size_t from)
{
	size_t i;

	for (i = from; i < sizeof(buf); i++)
		if (buf[i] != GUARD_BYTE)
			return 0;
	return 1;
}

static int sign(int v)
{
	return (v > 0) - (v < 0);
}

static void check_strlen(void)
{
	static char s[128 + 16];
	size_t off, n, i;
	int good = 1;

	for (off = 0; off < 16; off++)
		for (n = 0; n < 128; n++) {
			/* Bytes >= 0x80 and 0x01 around the terminator. */
			for (i = 0; i < sizeof(s); i++)
				s[i] = (char)(i & 1 ? 0x80 : 0x01);
			s[off + n] = '\0';
			if (strlen(s + off) != n)
				good = 0;
			if (strnlen(s + off, n) != n ||
			    strnlen(s + off, n + 1) != n ||
			    strnlen(s + off, size_max) != n ||
			    (n && strnlen(s + off, n - 1) != n - 1))
				good = 0;
		}
	ok(good, "strlen and strnlen: lengths 0..127 at offsets 0..15");
	is_int(strnlen("abc", 0), 0, "strnlen: zero limit");
}

static void check_strchr(void)
{
	static char s[96 + 16];
	size_t off, n, pos;
	int good = 1, goodr = 1;

	for (off = 0; off < 16; off++)
		for (n = 0; n < 96; n++) {
			memset(s, 'a', sizeof(s));
			s[off + n] = '\0';
			if (strchr(s + off, 'b') || strrchr(s + off, 'b') ||
			    strchrnul(s + off, 'b') != s + off + n ||
			    strchr(s + off, 0) != s + off + n ||
			    strrchr(s + off, 0) != s + off + n ||
			    index(s + off, 'b') || rindex(s + off, 'b'))
				good = 0;
			for (pos = 0; pos < n; pos++) {
				s[off + pos] = (char)0xe9;
				if (strchr(s + off, 0xe9) != s + off + pos ||
				    strchr(s + off, -23) != s + off + pos ||
				    strchr(s + off, 0x1e9) != s + off + pos ||
				    strchrnul(s + off, 0xe9) !=
				    s + off + pos ||
				    index(s + off, 0xe9) != s + off + pos)
					good = 0;
				if (strrchr(s + off, 0xe9) != s + off + pos ||
				    rindex(s + off, 0xe9) != s + off + pos)
					goodr = 0;
				s[off + n - 1] = (char)0xe9;
				if (strrchr(s + off, 0xe9) != s + off + n - 1)
					goodr = 0;
				s[off + n - 1] = 'a';
				s[off + pos] = 'a';
			}
		}
	ok(good, "strchr, strchrnul, index: every position and offset");
	ok(goodr, "strrchr, rindex: every position and offset");
	is_str(strchr("a,b,c", ','), ",b,c", "strchr: first of several");
	is_str(strrchr("a,b,c", ','), ",c", "strrchr: last of several");
	ok(strchr("", 'a') == NULL, "strchr: empty string");
}

static void check_compare(void)
{
	is_int(strcmp("", ""), 0, "strcmp: empty strings");
	is_int(strcmp("abc", "abc"), 0, "strcmp: equal");
	is_int(sign(strcmp("abc", "abd")), -1, "strcmp: less");
	is_int(sign(strcmp("abd", "abc")), 1, "strcmp: greater");
	is_int(sign(strcmp("ab", "abc")), -1, "strcmp: prefix is less");
	is_int(sign(strcmp("abc", "ab")), 1, "strcmp: longer is greater");
	is_int(sign(strcmp("\x80", "\x7f")), 1,
	       "strcmp: bytes compare unsigned");
	is_int(sign(strcmp("a\xff", "a")), 1, "strcmp: 0xff above the end");
	is_int(strncmp("abcX", "abcY", 3), 0, "strncmp: equal up to n");
	is_int(sign(strncmp("abcX", "abcY", 4)), -1, "strncmp: differs at n");
	is_int(strncmp("abc", "xyz", 0), 0, "strncmp: zero length");
	is_int(strncmp("ab", "ab", 100), 0, "strncmp: stops at the end");
	is_int(sign(strncmp("ab", "abc", 100)), -1, "strncmp: prefix");
	is_int(sign(strncmp("\xe9", "e", 1)), 1, "strncmp: unsigned");
	is_int(strcoll("abc", "abc"), 0, "strcoll: equal");
	is_int(sign(strcoll("abc", "abd")), -1, "strcoll: bytes");
	is_int(sign(strcoll("\x80", "a")), 1, "strcoll: unsigned bytes");

	is_int(strcasecmp("HeLLo", "hello"), 0, "strcasecmp: case ignored");
	is_int(sign(strcasecmp("abc", "ABD")), -1, "strcasecmp: less");
	is_int(sign(strcasecmp("ABD", "abc")), 1, "strcasecmp: greater");
	is_int(sign(strcasecmp("[", "a")), -1,
	       "strcasecmp: compares lower case ('[' < 'a')");
	is_int(sign(strcasecmp("A", "[")), 1,
	       "strcasecmp: 'A' folds to 'a' > '['");
	is_int(sign(strcasecmp("\xc9", "\xe9")), -1,
	       "strcasecmp: no folding above 0x7f");
	is_int(sign(strcasecmp("ab", "ABC")), -1, "strcasecmp: prefix");
	is_int(strncasecmp("abcX", "ABCy", 3), 0, "strncasecmp: up to n");
	is_int(sign(strncasecmp("abcX", "ABCy", 4)), -1,
	       "strncasecmp: differs at n");
	is_int(strncasecmp("a", "b", 0), 0, "strncasecmp: zero length");
	is_int(strncasecmp("Ab", "aB", 10), 0, "strncasecmp: to the end");
}

static void check_copy(void)
{
	char *d, *r;

	d = guarded();
	r = strcpy(d, "hello");
	ok(r == d && !strcmp(d, "hello") && guard_intact(6),
	   "strcpy: copy, terminator, nothing more");
	d = guarded();
	r = stpcpy(d, "hello");
	ok(r == d + 5 && !strcmp(d, "hello") && guard_intact(6),
	   "stpcpy: points at the terminator");
	d = guarded();
	ok(stpcpy(d, "") == d && !d[0] && guard_intact(1),
	   "stpcpy: empty string");

	d = guarded();
	strcpy(d, "foo");
	r = strcat(d, "bar");
	ok(r == d && !strcmp(d, "foobar") && guard_intact(7), "strcat");
	d = guarded();
	strcpy(d, "foo");
	r = strncat(d, "barbaz", 3);
	ok(r == d && !strcmp(d, "foobar") && guard_intact(7),
	   "strncat: n bytes, then a terminator");
	d = guarded();
	strcpy(d, "foo");
	strncat(d, "ba", 10);
	ok(!strcmp(d, "fooba") && guard_intact(6),
	   "strncat: short source");
	d = guarded();
	strcpy(d, "foo");
	strncat(d, "bar", 0);
	ok(!strcmp(d, "foo") && guard_intact(4), "strncat: zero length");

	d = guarded();
	r = strncpy(d, "abc", 6);
	ok(r == d && !memcmp(d, "abc\0\0\0", 6) && guard_intact(6),
	   "strncpy: pads with zeros to n");
	d = guarded();
	strncpy(d, "abcdef", 3);
	ok(!memcmp(d, "abc", 3) && guard_intact(3),
	   "strncpy: no terminator when the source is longer");
	d = guarded();
	strncpy(d, "abc", 0);
	ok(guard_intact(0), "strncpy: zero length writes nothing");
	d = guarded();
	r = stpncpy(d, "abc", 6);
	ok(r == d + 3 && !memcmp(d, "abc\0\0\0", 6) && guard_intact(6),
	   "stpncpy: points at the first zero");
	d = guarded();
	r = stpncpy(d, "abcdef", 3);
	ok(r == d + 3 && guard_intact(3), "stpncpy: points at d + n");

	d = guarded();
	is_int(strxfrm(d, "hello", 10), 5, "strxfrm: returns the length");
	ok(!strcmp(d, "hello") && guard_intact(6), "strxfrm: copies");
	d = guarded();
	is_int(strxfrm(d, "hello", 0), 5, "strxfrm: zero size");
	ok(guard_intact(0), "strxfrm: zero size writes nothing");
}

static void check_strlcpy(void)
{
#ifdef __KLIBC__
	char *d;

	d = guarded();
	is_int(strlcpy(d, "hello", 10), 5, "strlcpy: returns strlen(src)");
	ok(!strcmp(d, "hello") && guard_intact(6), "strlcpy: fits");
	d = guarded();
	is_int(strlcpy(d, "hello", 5), 5, "strlcpy: truncated return");
	ok(!strcmp(d, "hell") && guard_intact(5),
	   "strlcpy: truncated and terminated");
	d = guarded();
	is_int(strlcpy(d, "hello", 6), 5, "strlcpy: exact fit");
	ok(!strcmp(d, "hello") && guard_intact(6), "strlcpy: exact fit text");
	d = guarded();
	is_int(strlcpy(d, "hello", 1), 5, "strlcpy: size 1");
	ok(!d[0] && guard_intact(1), "strlcpy: size 1 is only a terminator");
	d = guarded();
	is_int(strlcpy(d, "hello", 0), 5, "strlcpy: size 0");
	ok(guard_intact(0), "strlcpy: size 0 writes nothing");

	d = guarded();
	strcpy(d, "foo");
	is_int(strlcat(d, "bar", 10), 6, "strlcat: returns the full length");
	ok(!strcmp(d, "foobar") && guard_intact(7), "strlcat: fits");
	d = guarded();
	strcpy(d, "foo");
	is_int(strlcat(d, "barbaz", 6), 9, "strlcat: truncated return");
	ok(!strcmp(d, "fooba") && guard_intact(6),
	   "strlcat: truncated and terminated");
	d = guarded();
	strcpy(d, "foo");
	is_int(strlcat(d, "bar", 4), 6, "strlcat: no room at all");
	ok(!strcmp(d, "foo") && guard_intact(4), "strlcat: dst unchanged");
	d = guarded();
	memcpy(d, "abcd", 4);
	is_int(strlcat(d, "xyz", 4), 7,
	       "strlcat: no terminator within size: size + strlen(src)");
	ok(!memcmp(d, "abcd", 4) && guard_intact(4),
	   "strlcat: no terminator within size: nothing written");
	d = guarded();
	is_int(strlcat(d, "xyz", 0), 3, "strlcat: size 0");
	ok(guard_intact(0), "strlcat: size 0 writes nothing");
#else
	ok(1, "strlcpy, strlcat # skip not in this C library");
#endif
}

static void check_dup(void)
{
	char *p;

	p = strdup("hello");
	ok(p && !strcmp(p, "hello"), "strdup");
	free(p);
	p = strdup("");
	ok(p && !*p, "strdup: empty string");
	free(p);
	p = strndup("hello", 3);
	ok(p && !strcmp(p, "hel"), "strndup: truncates to n");
	free(p);
	p = strndup("hello", hundred);
	ok(p && !strcmp(p, "hello"), "strndup: n beyond the end");
	free(p);
	p = strndup("hello", 0);
	ok(p && !*p, "strndup: zero length");
	free(p);
	p = strndup("hello", size_max);
	ok(p && !strcmp(p, "hello"), "strndup: n = SIZE_MAX");
	free(p);
}

static void check_span(void)
{
	is_int(strspn("aabbcd", "ab"), 4, "strspn");
	is_int(strspn("aabbcd", ""), 0, "strspn: empty set");
	is_int(strspn("", "ab"), 0, "strspn: empty string");
	is_int(strspn("abc", "abc"), 3, "strspn: to the end");
	is_int(strspn("\xe9\xe9x", "\xe9"), 2, "strspn: bytes above 0x7f");
	is_int(strcspn("hello, world", ", "), 5, "strcspn");
	is_int(strcspn("hello", ""), 5, "strcspn: empty set");
	is_int(strcspn("hello", "l"), 2, "strcspn: one byte");
	is_int(strcspn("hello", "xyz"), 5, "strcspn: none");
	is_int(strcspn("ab\xff", "\xff\x80"), 2, "strcspn: bytes above 0x7f");
	is_str(strpbrk("hello, world", " ,"), ", world", "strpbrk");
	ok(!strpbrk("hello", "xyz"), "strpbrk: none");
	ok(!strpbrk("hello", ""), "strpbrk: empty set");
}

static void check_strsep(void)
{
	char s[] = "a,b,,c";
	char t[] = " x;; y ";
	char e[] = "";
	char *p = s, *tok;

	is_str(strsep(&p, ","), "a", "strsep: first token");
	is_str(strsep(&p, ","), "b", "strsep: second token");
	is_str(strsep(&p, ","), "", "strsep: empty token between delimiters");
	tok = strsep(&p, ",");
	ok(tok && !strcmp(tok, "c") && !p, "strsep: last token ends the run");
	ok(!strsep(&p, ","), "strsep: NULL afterwards");

	p = t;
	is_str(strsep(&p, "; "), "", "strsep: leading delimiter");
	is_str(strsep(&p, "; "), "x", "strsep: several delimiters");
	is_str(strsep(&p, "; "), "", "strsep: each delimiter counts");
	is_str(strsep(&p, "; "), "", "strsep: and again");
	is_str(strsep(&p, "; "), "y", "strsep: token");
	tok = strsep(&p, "; ");
	ok(tok && !*tok && !p, "strsep: trailing delimiter");

	p = e;
	tok = strsep(&p, ",");
	ok(tok == e && !p, "strsep: empty string gives one empty token");
}

static void check_strtok(void)
{
	char s[] = "  a  bc;d ;";
	char t[] = "x,y";
	char u[] = ";;;";
	char *save = NULL;

	is_str(strtok_r(s, " ;", &save), "a", "strtok_r: skips leading");
	is_str(strtok_r(NULL, " ;", &save), "bc", "strtok_r: runs");
	is_str(strtok_r(NULL, " ;", &save), "d", "strtok_r: last");
	ok(!strtok_r(NULL, " ;", &save), "strtok_r: then NULL");
	ok(!strtok_r(NULL, " ;", &save), "strtok_r: NULL again");
	ok(!strtok_r(u, ";", &save), "strtok_r: only delimiters");

	is_str(strtok(t, ","), "x", "strtok: first");
	is_str(strtok(NULL, ","), "y", "strtok: second");
	ok(!strtok(NULL, ","), "strtok: end");
}

static void check_strstr(void)
{
	static const char h[] = "abababc";

	ok(strstr(h, "") == h, "strstr: empty needle");
	ok(strstr("", "") != NULL, "strstr: empty in empty");
	ok(!strstr("", "a"), "strstr: in empty hay");
	ok(strstr(h, "ababc") == h + 2, "strstr: after a partial match");
	ok(strstr(h, "c") == h + 6, "strstr: at the end");
	ok(!strstr(h, "abc!"), "strstr: runs off the end");
	ok(!strstr("ab", "abc"), "strstr: needle longer than hay");
	ok(strstr("x\xe9y", "\xe9y") != NULL, "strstr: bytes above 0x7f");
	ok(strcasestr(h, "") == h, "strcasestr: empty needle");
	ok(strcasestr("", "") != NULL, "strcasestr: empty in empty");
	ok(strcasestr(h, "ABABC") == h + 2, "strcasestr: case ignored");
	ok(strcasestr("Hello", "LLO") != NULL, "strcasestr: upper hay");
	ok(!strcasestr(h, "abd"), "strcasestr: no match");
	ok(!strcasestr("\xc9", "\xe9"), "strcasestr: no folding above 0x7f");
}

static void check_strverscmp(void)
{
	/* Each sorts before the next (the glibc manual's example first). */
	static const char *const order[] = {
		"000", "00", "01", "010", "09", "0", "1", "9", "10",
	};
	static const char *const order2[] = {
		"a", "a01", "a0", "a1", "a1b", "a2", "a9", "a10", "a10.1",
		"a10.9", "a10.10", "a100", "b",
	};
	static const char *const order3[] = {
		"1.01", "1.0", "1.0.1", "1.1", "1.2", "1.9", "1.10", "1.10a",
		"2.0", "10.0",
	};
	static const struct {
		const char *const *list;
		size_t n;
	} lists[] = {
		{ order, sizeof(order) / sizeof(order[0]) },
		{ order2, sizeof(order2) / sizeof(order2[0]) },
		{ order3, sizeof(order3) / sizeof(order3[0]) },
	};
	size_t l, i, j;
	int good = 1;

	for (l = 0; l < sizeof(lists) / sizeof(lists[0]); l++)
		for (i = 0; i < lists[l].n; i++)
			for (j = 0; j < lists[l].n; j++) {
				int want = i < j ? -1 : i > j;
				int got = sign(strverscmp(lists[l].list[i],
							  lists[l].list[j]));

				if (got != want) {
					good = 0;
					diag("strverscmp(\"%s\", \"%s\") = %d",
					     lists[l].list[i],
					     lists[l].list[j], got);
				}
			}
	ok(good, "strverscmp: three sorted lists, every pair");
	is_int(strverscmp("", ""), 0, "strverscmp: empty strings");
	is_int(strverscmp("abc", "abc"), 0, "strverscmp: equal");
	is_int(sign(strverscmp("abc", "abd")), -1, "strverscmp: letters");
	is_int(sign(strverscmp("item9", "item10")), -1,
	       "strverscmp: 9 before 10");
	is_int(sign(strverscmp("x\xe9", "xa")), 1, "strverscmp: unsigned");
}

#define NAME(e)	{ e, #e }
static const struct {
	int e;
	const char *name;
} errnos[] = {
	NAME(EPERM), NAME(ENOENT), NAME(ESRCH), NAME(EINTR), NAME(EIO),
	NAME(ENXIO), NAME(E2BIG), NAME(ENOEXEC), NAME(EBADF), NAME(ECHILD),
	NAME(EAGAIN), NAME(ENOMEM), NAME(EACCES), NAME(EFAULT),
	NAME(ENOTBLK), NAME(EBUSY), NAME(EEXIST), NAME(EXDEV), NAME(ENODEV),
	NAME(ENOTDIR), NAME(EISDIR), NAME(EINVAL), NAME(ENFILE),
	NAME(EMFILE), NAME(ENOTTY), NAME(ETXTBSY), NAME(EFBIG),
	NAME(ENOSPC), NAME(ESPIPE), NAME(EROFS), NAME(EMLINK), NAME(EPIPE),
	NAME(EDOM), NAME(ERANGE), NAME(EDEADLK), NAME(ENAMETOOLONG),
	NAME(ENOLCK), NAME(ENOSYS), NAME(ENOTEMPTY), NAME(ELOOP),
	NAME(ENOMSG), NAME(EIDRM), NAME(ECHRNG), NAME(EL2NSYNC),
	NAME(EL3HLT), NAME(EL3RST), NAME(ELNRNG), NAME(EUNATCH),
	NAME(ENOCSI), NAME(EL2HLT), NAME(EBADE), NAME(EBADR), NAME(EXFULL),
	NAME(ENOANO), NAME(EBADRQC), NAME(EBADSLT), NAME(EBFONT),
	NAME(ENOSTR), NAME(ENODATA), NAME(ETIME), NAME(ENOSR),
	NAME(ENONET), NAME(ENOPKG), NAME(EREMOTE), NAME(ENOLINK),
	NAME(EADV), NAME(ESRMNT), NAME(ECOMM), NAME(EPROTO),
	NAME(EMULTIHOP), NAME(EDOTDOT), NAME(EBADMSG), NAME(EOVERFLOW),
	NAME(ENOTUNIQ), NAME(EBADFD), NAME(EREMCHG), NAME(ELIBACC),
	NAME(ELIBBAD), NAME(ELIBSCN), NAME(ELIBMAX), NAME(ELIBEXEC),
	NAME(EILSEQ), NAME(ERESTART), NAME(ESTRPIPE), NAME(EUSERS),
	NAME(ENOTSOCK), NAME(EDESTADDRREQ), NAME(EMSGSIZE),
	NAME(EPROTOTYPE), NAME(ENOPROTOOPT), NAME(EPROTONOSUPPORT),
	NAME(ESOCKTNOSUPPORT), NAME(EOPNOTSUPP), NAME(EPFNOSUPPORT),
	NAME(EAFNOSUPPORT), NAME(EADDRINUSE), NAME(EADDRNOTAVAIL),
	NAME(ENETDOWN), NAME(ENETUNREACH), NAME(ENETRESET),
	NAME(ECONNABORTED), NAME(ECONNRESET), NAME(ENOBUFS), NAME(EISCONN),
	NAME(ENOTCONN), NAME(ESHUTDOWN), NAME(ETOOMANYREFS),
	NAME(ETIMEDOUT), NAME(ECONNREFUSED), NAME(EHOSTDOWN),
	NAME(EHOSTUNREACH), NAME(EALREADY), NAME(EINPROGRESS), NAME(ESTALE),
	NAME(EUCLEAN), NAME(ENOTNAM), NAME(ENAVAIL), NAME(EISNAM),
	NAME(EREMOTEIO), NAME(EDQUOT), NAME(ENOMEDIUM), NAME(EMEDIUMTYPE),
	NAME(ECANCELED), NAME(ENOKEY), NAME(EKEYEXPIRED), NAME(EKEYREVOKED),
	NAME(EKEYREJECTED), NAME(EOWNERDEAD), NAME(ENOTRECOVERABLE),
	NAME(ERFKILL), NAME(EHWPOISON),
};

static void check_strerror(void)
{
	char b[64];
	size_t i;
	int good = 1, r;

	is_str(strerror(EINVAL), "Invalid argument", "strerror(EINVAL)");
	is_str(strerror(ENOENT), "No such file or directory",
	       "strerror(ENOENT)");
	is_str(strerror(EAGAIN), "Resource temporarily unavailable",
	       "strerror(EAGAIN)");
	is_str(strerror(EHWPOISON), "Memory page has hardware error",
	       "strerror(EHWPOISON)");
	is_str(strerror(0), "Success", "strerror(0)");
	is_str(strerror(99999), "Unknown error 99999", "strerror(99999)");
	is_str(strerror(-1), "Unknown error -1", "strerror(-1)");
	is_str(strerror(INT_MIN), "Unknown error -2147483648",
	       "strerror(INT_MIN)");
	is_str(strerror(INT_MAX), "Unknown error 2147483647",
	       "strerror(INT_MAX)");
	for (i = 0; i < sizeof(errnos) / sizeof(errnos[0]); i++) {
		const char *m = strerror(errnos[i].e);

		if (!m || !*m || !strncmp(m, "Unknown", 7)) {
			good = 0;
			diag("strerror(%s) = \"%s\"", errnos[i].name,
			     m ? m : "(null)");
		}
	}
	ok(good, "strerror: a message for each of %zu error names",
	   sizeof(errnos) / sizeof(errnos[0]));

	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(EINVAL, b, sizeof(b));
	ok(r == 0 && !strcmp(b, "Invalid argument"), "strerror_r: fits");
	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(EINVAL, b, 17);
	ok(r == 0 && !strcmp(b, "Invalid argument") && b[17] == GUARD_BYTE,
	   "strerror_r: exact fit");
	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(EINVAL, b, 5);
	is_int(r, ERANGE, "strerror_r: short buffer is ERANGE");
	ok(!strcmp(b, "Inva") && b[5] == GUARD_BYTE,
	   "strerror_r: short buffer gets a terminated prefix");
	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(EINVAL, b, 0);
	ok(r == ERANGE && b[0] == GUARD_BYTE,
	   "strerror_r: size 0 writes nothing");
	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(12345, b, sizeof(b));
	ok(r == EINVAL && !strcmp(b, "Unknown error 12345"),
	   "strerror_r: unknown number is EINVAL, with a message");
	memset(b, GUARD_BYTE, sizeof(b));
	r = strerror_r(12345, b, 8);
	ok(r == EINVAL && !strcmp(b, "Unknown") && b[8] == GUARD_BYTE,
	   "strerror_r: unknown and short: EINVAL, prefix");
}

static void check_strsignal(void)
{
	char want[64];

	is_str(strsignal(SIGHUP), "Hangup", "strsignal(SIGHUP)");
	is_str(strsignal(SIGINT), "Interrupt", "strsignal(SIGINT)");
	is_str(strsignal(SIGKILL), "Killed", "strsignal(SIGKILL)");
	is_str(strsignal(SIGSEGV), "Segmentation fault", "strsignal(SIGSEGV)");
	is_str(strsignal(SIGTERM), "Terminated", "strsignal(SIGTERM)");
	is_str(strsignal(SIGCHLD), "Child exited", "strsignal(SIGCHLD)");
	is_str(strsignal(SIGSTOP), "Stopped (signal)", "strsignal(SIGSTOP)");
	is_str(strsignal(SIGTSTP), "Stopped", "strsignal(SIGTSTP)");
	is_str(strsignal(SIGUSR1), "User defined signal 1",
	       "strsignal(SIGUSR1)");
	is_str(strsignal(SIGSYS), "Bad system call", "strsignal(SIGSYS)");
	is_str(strsignal(SIGWINCH), "Window changed", "strsignal(SIGWINCH)");
	is_str(strsignal(SIGRTMIN), "Real-time signal 0",
	       "strsignal(SIGRTMIN)");
	snprintf(want, sizeof(want), "Real-time signal %d",
		 SIGRTMAX - SIGRTMIN);
	is_str(strsignal(SIGRTMAX), want, "strsignal(SIGRTMAX)");
	is_str(strsignal(0), "Unknown signal 0", "strsignal(0)");
	is_str(strsignal(-1), "Unknown signal -1", "strsignal(-1)");
	snprintf(want, sizeof(want), "Unknown signal %d", SIGRTMAX + 1);
	is_str(strsignal(SIGRTMAX + 1), want, "strsignal(SIGRTMAX + 1)");
	is_str(strsignal(1000), "Unknown signal 1000", "strsignal(1000)");
}

static void check_ffs(void)
{
	is_int(ffs(0), 0, "ffs(0)");
	is_int(ffs(1), 1, "ffs(1)");
	is_int(ffs(0x18), 4, "ffs(0x18)");
	is_int(ffs(INT_MIN), 32, "ffs(INT_MIN)");
	is_int(ffs(-1), 1, "ffs(-1)");
	is_int(ffsl(0), 0, "ffsl(0)");
	is_int(ffsl(LONG_MIN), (int)(8 * sizeof(long)), "ffsl(LONG_MIN)");
	is_int(ffsl(0x100), 9, "ffsl(0x100)");
	is_int(ffsll(0), 0, "ffsll(0)");
	is_int(ffsll(1LL << 40), 41, "ffsll(1 << 40)");
	is_int(ffsll(LLONG_MIN), 64, "ffsll(LLONG_MIN)");
	is_int(ffsll(3), 1, "ffsll(3)");
}

/*
 * Strings that end just before an inaccessible page: a function that
 * reads beyond the terminator into the next aligned block faults.
 */
static void check_page_end(void)
{
	long page = getpagesize();	/* mprotect works in whole pages */
	char *map = mmap(NULL, 2 * page, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	char *end, *save, *p;
	size_t n;
	int good = 1;

	if (map == MAP_FAILED || mprotect(map + page, page, PROT_NONE)) {
		ok(0, "page end: mmap/mprotect failed");
		return;
	}
	end = map + page;
	for (n = 1; n <= 70; n++) {
		char *s = end - n;
		size_t len = n - 1;

		memset(s, 'q', len);
		s[len] = '\0';
		if (strlen(s) != len || strnlen(s, 1000) != len ||
		    strchr(s, 'z') || strchrnul(s, 'z') != s + len ||
		    strrchr(s, 'z') || strchr(s, 0) != s + len ||
		    strcmp(s, s) || strncmp(s, s, 1000) ||
		    strcasecmp(s, s) || strncasecmp(s, s, 1000) ||
		    strspn(s, "q") != len || strcspn(s, "z") != len ||
		    strcspn(s, "xz") != len || strpbrk(s, "xz") ||
		    strstr(s, "qz") || strcasestr(s, "qz") ||
		    strverscmp(s, s) || strcoll(s, s))
			good = 0;
		if (strcmp(strcpy(buf, s), s) || *stpcpy(buf, s) ||
		    strlen(buf) != len)
			good = 0;
		p = strdup(s);
		if (!p || strcmp(p, s))
			good = 0;
		free(p);
		p = strndup(s, 1000);
		if (!p || strcmp(p, s))
			good = 0;
		free(p);
		strncpy(buf, s, len + 1);
		buf[0] = '\0';
		strncat(buf, s, sizeof(buf) - 1);
		if (strcmp(buf, s))
			good = 0;
		save = NULL;
		memset(s, ',', len);
		if (strtok_r(s, ",", &save))
			good = 0;
		p = s;
		while (strsep(&p, ","))
			;
	}
	ok(good, "page end: no str* function reads past the terminator");
	munmap(map, 2 * page);
}

int main(void)
{
	check_strlen();
	check_strchr();
	check_compare();
	check_copy();
	check_strlcpy();
	check_dup();
	check_span();
	check_strsep();
	check_strtok();
	check_strstr();
	check_strverscmp();
	check_strerror();
	check_strsignal();
	check_ffs();
	check_page_end();
	return done();
}
