/* SPDX-License-Identifier: MIT */
/*
 * fnmatch: match a file name against a shell wildcard pattern.
 *
 * '*' is matched by trying the shortest string first and growing it when
 * the rest of the pattern fails.  Only the latest '*' needs to grow: what
 * an earlier one matched can be taken over by the later one, so the work
 * is at most pattern length times string length, with no recursion.  With
 * FNM_PATHNAME no '*' may grow past a '/', which only a '/' in the
 * pattern matches, so a failure within one component is final.
 */
#include <fnmatch.h>
#include <ctype.h>
#include <string.h>

static int fold(int c, int flags)
{
	return flags & FNM_CASEFOLD ? tolower(c) : c;
}

static const struct {
	char name[7];
	int (*test)(int);
} classes[] = {
	{ "alnum", isalnum }, { "alpha", isalpha }, { "blank", isblank },
	{ "cntrl", iscntrl }, { "digit", isdigit }, { "graph", isgraph },
	{ "lower", islower }, { "print", isprint }, { "punct", ispunct },
	{ "space", isspace }, { "upper", isupper }, { "xdigit", isxdigit },
};

/*
 * One character of a bracket expression at *pp, as a range end: plain,
 * escaped, or a collating symbol "[.c.]" or equivalence class "[=c=]" of
 * one character (all the C locale has).  Returns -1 for none.
 */
static int bracket_char(const char **pp, int flags)
{
	const char *p = *pp;
	int c;

	if (p[0] == '[' && (p[1] == '.' || p[1] == '=')) {
		if (p[2] && p[3] == p[1] && p[4] == ']') {
			*pp = p + 5;
			return (unsigned char)p[2];
		}
		return -1;
	}
	if (p[0] == '\\' && !(flags & FNM_NOESCAPE) && p[1])
		p++;
	c = (unsigned char)*p;
	*pp = p + 1;
	return c;
}

/* A class "[:name:]" at p matching c: 1 or 0, and *pp past it; -1 if none. */
static int bracket_class(const char **pp, int c)
{
	const char *p = *pp + 2, *end = p;
	size_t len, i;

	while (*end && !(end[0] == ':' && end[1] == ']'))
		end++;
	if (!*end)
		return -1;
	len = end - p;
	*pp = end + 2;
	for (i = 0; i < sizeof(classes) / sizeof(classes[0]); i++)
		if (len < sizeof(classes[i].name) &&
		    !strncmp(classes[i].name, p, len) && !classes[i].name[len])
			return !!classes[i].test(c);
	/* No such class: it matches nothing. */
	return 0;
}

/*
 * The bracket expression after the '[' at *pp against c: 1 or 0, and *pp
 * moved past its ']'; -1 when there is no closing ']', and then the '['
 * is an ordinary character.
 */
static int bracket(const char **pp, int c, int flags)
{
	const char *p = *pp;
	int negate = 0, matched = 0, lo, hi, r;
	int fc = fold(c, flags);

	if (*p == '!' || *p == '^') {
		negate = 1;
		p++;
	}
	/* A ']' first is a member, not the end. */
	do {
		if (!*p)
			return -1;
		if (p[0] == '[' && p[1] == ':') {
			r = bracket_class(&p, c);
			if (r < 0)
				return -1;
			matched |= r;
			continue;
		}
		lo = bracket_char(&p, flags);
		if (lo < 0)
			return -1;
		hi = lo;
		if (p[0] == '-' && p[1] && p[1] != ']') {
			p++;
			hi = bracket_char(&p, flags);
			if (hi < 0)
				return -1;
		}
		lo = fold(lo, flags);
		hi = fold(hi, flags);
		if (fc >= lo && fc <= hi)
			matched = 1;
	} while (*p != ']');
	*pp = p + 1;
	return matched ^ negate;
}

int fnmatch(const char *pattern, const char *string, int flags)
{
	const char *p = pattern, *s = string;
	const char *star_p = NULL, *star_s = NULL;
	int c, m, period;

	for (;;) {
		/* A '.' that only a '.' in the pattern may match. */
		period = (flags & FNM_PERIOD) && *s == '.' &&
			 (s == string ||
			  ((flags & FNM_PATHNAME) && s[-1] == '/'));

		if (!*p) {
			if (!*s || ((flags & FNM_LEADING_DIR) && *s == '/'))
				return 0;
			goto backtrack;
		}
		if (*p == '*') {
			if (period)
				goto backtrack;
			while (*p == '*')
				p++;
			star_p = p;
			star_s = s;
			continue;
		}
		if (!*s)
			return FNM_NOMATCH;
		c = (unsigned char)*s;

		switch (*p) {
		case '?':
			m = !period && !(c == '/' && (flags & FNM_PATHNAME));
			p++;
			break;
		case '[':
			p++;
			m = bracket(&p, c, flags);
			if (m >= 0) {
				if (period ||
				    (c == '/' && (flags & FNM_PATHNAME)))
					m = 0;
				break;
			}
			/* Unclosed: an ordinary '['. */
			m = c == '[';
			break;
		case '\\':
			if (!(flags & FNM_NOESCAPE)) {
				p++;
				/* A trailing '\' matches nothing. */
				if (!*p)
					return FNM_NOMATCH;
			}
			/* fall through */
		default:
			m = fold((unsigned char)*p, flags) == fold(c, flags);
			p++;
			break;
		}
		if (m) {
			s++;
			continue;
		}
backtrack:
		/* Let the latest '*' take one more character and retry. */
		if (!star_p || !*star_s ||
		    (*star_s == '/' && (flags & FNM_PATHNAME)))
			return FNM_NOMATCH;
		p = star_p;
		s = ++star_s;
	}
}
