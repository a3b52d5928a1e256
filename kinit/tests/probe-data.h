/* SPDX-License-Identifier: MIT */
/*
 * probe-data.h: reading the sample images and the expectations that
 * kinit/mkfsimages-test wrote from blkid and partx, for the probe tests.
 */
#ifndef PROBE_DATA_H
#define PROBE_DATA_H

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* A whole (small) file, NUL-terminated; NULL when it cannot be read. */
static inline char *slurp(const char *path, size_t *lenp)
{
	size_t cap = 4096, len = 0;
	char *buf = malloc(cap + 1);
	int fd = open(path, O_RDONLY);

	if (fd < 0 || !buf) {
		if (fd >= 0)
			close(fd);
		free(buf);
		return NULL;
	}
	for (;;) {
		ssize_t r;

		if (len == cap) {
			char *nb = NULL;

			if (cap < (1 << 24))
				nb = realloc(buf, 2 * cap + 1);

			if (!nb)
				break;
			buf = nb;
			cap *= 2;
		}
		r = read(fd, buf + len, cap - len);
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	close(fd);
	buf[len] = '\0';
	if (lenp)
		*lenp = len;
	return buf;
}

/* Up to n bytes from the start of a file; the count read, -1 on error. */
static inline ssize_t read_prefix(const char *path, unsigned char *buf,
				  size_t n)
{
	int fd = open(path, O_RDONLY);
	size_t got = 0;

	if (fd < 0)
		return -1;
	while (got < n) {
		ssize_t r = read(fd, buf + got, n - got);

		if (r <= 0)
			break;
		got += (size_t)r;
	}
	close(fd);
	return (ssize_t)got;
}

static inline int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

/*
 * Copy s up to a stop character (or the end of the line), turning the
 * \xNN escapes of blkid's and partx's output back into bytes.
 */
static inline void unescape(char *out, size_t sz, const char *s, char stop)
{
	size_t o = 0;

	while (*s && *s != '\n' && *s != stop && o + 1 < sz) {
		if (s[0] == '\\' && s[1] == 'x' && hexval(s[2]) >= 0 &&
		    hexval(s[3]) >= 0) {
			out[o++] = (char)(hexval(s[2]) << 4 | hexval(s[3]));
			s += 4;
		} else if (s[0] == '\\' && s[1]) {
			out[o++] = s[1];
			s += 2;
		} else {
			out[o++] = *s++;
		}
	}
	out[o] = '\0';
}

/* The value of a KEY=value line; 0 when there is none. */
static inline int kv_get(const char *text, const char *key, char *out,
			 size_t sz)
{
	size_t kl = strlen(key);
	const char *l = text;

	out[0] = '\0';
	while (l && *l) {
		if (!strncmp(l, key, kl) && l[kl] == '=') {
			unescape(out, sz, l + kl + 1, '\n');
			return 1;
		}
		l = strchr(l, '\n');
		if (l)
			l++;
	}
	return 0;
}

/* The value of KEY="value" within one line of partx -P output. */
static inline int pair_get(const char *line, const char *key, char *out,
			   size_t sz)
{
	size_t kl = strlen(key);
	const char *p = line;

	out[0] = '\0';
	while (*p && *p != '\n') {
		if ((p == line || p[-1] == ' ') && !strncmp(p, key, kl) &&
		    p[kl] == '=' && p[kl + 1] == '"') {
			unescape(out, sz, p + kl + 2, '"');
			return 1;
		}
		p++;
	}
	return 0;
}

#endif
