/* SPDX-License-Identifier: MIT */
/* fuzz-md.c: libFuzzer target for md superblocks and md= values. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "kinit.h"
#include "md.h"

/*
 * kinit/md/ is linked whole; what it calls of the rest of kinit is never
 * reached by the parsers, so these stand-ins only satisfy the linker.
 */
const char *kinit_prog = "fuzz-md";
void kmsg(int level, const char *fmt, ...) { (void)level; (void)fmt; }
long long now_ms(void) { return 0; }
void timing_begin(const char *s) { (void)s; }
void timing_end(const char *s) { (void)s; }
int devname_resolve(const char *spec, struct rootspec *r, const char **why)
{
	(void)spec; (void)r;
	*why = "fuzzing";
	return -1;
}
const char *cmdline_get(const struct cmdline *c, const char *n)
{
	(void)c; (void)n;
	return NULL;
}
int cmdline_has(const struct cmdline *c, const char *n)
{
	(void)c; (void)n;
	return 0;
}
long long cmdline_wait_ms(const struct cmdline *c, const char *n, long long u)
{
	(void)c; (void)n;
	return u;
}
int cmdline_next(const struct cmdline *c, int from, const char *n)
{
	(void)c; (void)from; (void)n;
	return -1;
}

/*
 * Input: one byte choosing the superblock kind (or md=), 8 bytes of the
 * device's size in sectors, then the 4 KiB read from the superblock's place.
 */
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static unsigned char buf[4096];
	struct md_array a;
	struct md_sb sb;
	const char *why = NULL;
	uint64_t sectors = 0, at;
	char value[512];
	int kind, r;

	if (size < 9)
		return 0;
	kind = data[0] % (MD_SB_KINDS + 1);
	memcpy(&sectors, data + 1, 8);
	data += 9;
	size -= 9;
	if (kind == MD_SB_KINDS) {
		if (size >= sizeof(value))
			size = sizeof(value) - 1;
		memcpy(value, data, size);
		value[size] = 0;
		r = md_parse(value, &a, &why);
		if (r != 0 && (r != -1 || !why))
			__builtin_trap();
		if (!r && (a.ndev < 1 || a.ndev > MD_MAX_DEVS ||
			   a.number > 255))
			__builtin_trap();
		return 0;
	}
	/* the parser gets exactly what was read, never more */
	if (size > sizeof(buf))
		size = sizeof(buf);
	memcpy(buf, data, size);
	at = md_sb_sector(kind, sectors);
	r = md_sb_parse(buf, size, kind, at, sectors, &sb, &why);
	if (r < -1 || r > 1 || (r < 0 && !why))
		__builtin_trap();
	if (r == 1 && (!memchr(sb.name, 0, sizeof(sb.name)) ||
		       (sb.major != 0 && sb.major != 1)))
		__builtin_trap();
	return 0;
}
