/* SPDX-License-Identifier: MIT */
/* cmdline.c: the kernel command line, split and looked up as the kernel does. */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <ctype.h>
#include "kinit.h"

/* Append a string to the storage, returning where it went. */
static char *store(struct cmdline *c, const char *s, size_t n)
{
	char *nb;
	size_t need = c->used + n + 1;

	if (need > c->cap) {
		/* Pointers into the buffer must move with it. */
		size_t ncap = need * 2, i;

		nb = realloc(c->buf, ncap);
		if (!nb)
			return NULL;
		for (i = 0; i < (size_t)c->n; i++) {
			c->name[i] = nb + (c->name[i] - c->buf);
			if (c->value[i])
				c->value[i] = nb + (c->value[i] - c->buf);
		}
		c->buf = nb;
		c->cap = ncap;
	}
	memcpy(c->buf + c->used, s, n);
	c->buf[c->used + n] = '\0';
	c->used += n + 1;
	return c->buf + c->used - n - 1;
}

int cmdline_parse(struct cmdline *c, const char *p)
{
	char word[4096];
	char *w, *eq;
	int quoted;

	for (;;) {
		size_t n = 0;

		while (*p && isspace((unsigned char)*p))
			p++;
		if (!*p)
			break;
		quoted = 0;
		/* A word ends at unquoted white space; quotes are dropped. */
		while (*p && (quoted || !isspace((unsigned char)*p))) {
			if (*p == '"')
				quoted = !quoted;
			else if (n < sizeof(word) - 1)
				word[n++] = *p;
			p++;
		}
		word[n] = '\0';
		if (c->n >= CMDLINE_MAX)
			continue;	/* too many: keep the first ones */
		/*
		 * Name and value go in with one store(): a name kept from
		 * an earlier store() would not move when the value's
		 * store() moves the buffer.
		 */
		eq = strchr(word, '=');
		w = store(c, word, n);
		if (!w)
			return -1;
		c->name[c->n] = w;
		c->value[c->n] = NULL;
		if (eq) {
			w[eq - word] = '\0';
			c->value[c->n] = w + (eq - word) + 1;
		}
		c->n++;
	}
	return 0;
}

const char *cmdline_get(const struct cmdline *c, const char *name)
{
	int i;

	for (i = c->n - 1; i >= 0; i--)
		if (!strcmp(c->name[i], name))
			return c->value[i] ? c->value[i] : "";
	return NULL;
}

int cmdline_has(const struct cmdline *c, const char *name)
{
	return cmdline_get(c, name) != NULL;
}

/* Whether `name' is one of the `|'-separated alternatives in `names'. */
static int matches(const char *names, const char *name)
{
	const char *p = names, *e;
	size_t n, len = strlen(name);

	for (;;) {
		e = strchr(p, '|');
		n = e ? (size_t)(e - p) : strlen(p);
		if (n >= 2 && p[n - 2] == '.' && p[n - 1] == '*') {
			if (len > n - 1 && !strncmp(name, p, n - 1))
				return 1;
		} else if (n == len && !strncmp(name, p, n)) {
			return 1;
		}
		if (!e)
			return 0;
		p = e + 1;
	}
}

int cmdline_next(const struct cmdline *c, int from, const char *names)
{
	int i;

	for (i = from < 0 ? 0 : from + 1; c && i < c->n; i++)
		if (matches(names, c->name[i]))
			return i;
	return -1;
}

const char *cmdline_last_flag(const struct cmdline *c, const char *names)
{
	int i;

	for (i = c->n - 1; i >= 0; i--)
		if (!c->value[i] && matches(names, c->name[i]))
			return c->name[i];
	return NULL;
}

long long cmdline_wait_ms(const struct cmdline *c, const char *name,
			  long long unset)
{
	const char *v = cmdline_get(c, name);
	long long s;

	if (!v)
		return unset;
	if (!*v)
		return -1;
	/* as atoll(); seconds too many to count in ms: for ever */
	s = strtoll(v, NULL, 10);
	if (s < 0 || s > LLONG_MAX / 1000)
		return -1;
	return s * 1000;
}

int cmdline_load(struct cmdline *c, int argc, char **argv)
{
	char buf[4096];
	ssize_t n = 0, r;
	int fd, i, after = 0;

	fd = open("/proc/cmdline", O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		while (n < (ssize_t)sizeof(buf) - 1 &&
		       (r = read(fd, buf + n, sizeof(buf) - 1 - n)) > 0)
			n += r;
		close(fd);
	}
	buf[n > 0 ? n : 0] = '\0';
	if (cmdline_parse(c, buf))
		return -1;
	/* Arguments after `--' are parameters too, and come last. */
	for (i = 1; i < argc; i++) {
		if (!after) {
			after = !strcmp(argv[i], "--");
			continue;
		}
		if (cmdline_parse(c, argv[i]))
			return -1;
	}
	return 0;
}

void cmdline_free(struct cmdline *c)
{
	free(c->buf);
	memset(c, 0, sizeof(*c));
}
