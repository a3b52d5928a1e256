/* SPDX-License-Identifier: MIT */
/* fuzz-cpio.c: libFuzzer target for the newc reader (lib/newc_*.c). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/types.h>
#include "newc.h"

struct mem {
	const uint8_t *p;
	size_t left;
	size_t step; /* short reads, as from a pipe */
};

static ssize_t mem_read(void *ctx, void *buf, size_t n)
{
	struct mem *m = ctx;

	if (n > m->left)
		n = m->left;
	if (m->step && n > m->step)
		n = m->step;
	memcpy(buf, m->p, n);
	m->p += n;
	m->left -= n;
	return (ssize_t)n;
}

/* What extraction relies on: a relative path with no "..", "." or "" part. */
static void check_safe(const char *s)
{
	const char *c = s, *e;
	size_t n;

	if (!strcmp(s, "."))
		return;
	if (*s == '/' || !*s)
		abort();
	for (;;) {
		e = strchr(c, '/');
		n = e ? (size_t)(e - c) : strlen(c);
		if (n == 0 || (n == 1 && c[0] == '.') ||
		    (n == 2 && c[0] == '.' && c[1] == '.'))
			abort();
		if (!e)
			break;
		c = e + 1;
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct newc_in in;
	struct newc_hdr h;
	struct mem m;
	char buf[1000], name[NEWC_NAME_MAX];
	const char *why;
	int r, entries = 0;

	/* The first byte picks the read size, to cover short reads. */
	m.step = size ? data[0] % 8 : 0;
	m.p = data;
	m.left = size;
	memset(&in, 0, sizeof(in));
	in.read = mem_read;
	in.ctx = &m;
	while ((r = newc_next(&in, &h)) == 1 && entries++ < 10000) {
		if (h.namesize == 0 || h.namesize > NEWC_NAME_MAX ||
		    strlen(in.name) + 1 != h.namesize)
			abort();
		if (S_ISLNK(h.mode) && strlen(in.link) != h.filesize)
			abort();
		memcpy(name, in.name, h.namesize);
		if (newc_name_safe(name, &why) >= 0)
			check_safe(name);
		/* Read some data, leave the rest to newc_next. */
		if (S_ISREG(h.mode) && (h.ino & 1))
			while (newc_data(&in, buf, sizeof(buf)) > 0)
				;
	}
	if (r < 0 && !in.err)
		abort();
	if (in.offset > size)
		abort();
	return 0;
}
