/* SPDX-License-Identifier: MIT */
/* cmdline.h: the kernel command line as kinit's stages read it (cmdline/). */
#ifndef KINIT_CMDLINE_H
#define KINIT_CMDLINE_H

#include <stddef.h>

#define CMDLINE_MAX	256		/* parameters kept; the rest are dropped */

struct cmdline {
	int n;
	char *name[CMDLINE_MAX];	/* "root", "ro", "rd.shell", ... */
	char *value[CMDLINE_MAX];	/* NULL for a bare word */
	char *buf;			/* storage for the strings */
	size_t used, cap;
};

/*
 * Split a command line as the kernel does: words separated by white
 * space, `name=value' or a bare `name', double quotes protecting spaces in
 * a value or a whole word (the quotes are removed).  Adds to c; the last
 * occurrence of a name wins when it is looked up.  Returns 0, or -1 when
 * out of memory.
 */
int cmdline_parse(struct cmdline *c, const char *text);
/* The value of the last `name=value', or NULL; a bare `name' gives "". */
const char *cmdline_get(const struct cmdline *c, const char *name);
/* Whether the name appears at all, bare or with a value. */
int cmdline_has(const struct cmdline *c, const char *name);
/*
 * For parameters that may repeat (md=, ip=, kinit_mount=, module.param=):
 * the index of the next word after index `from' (-1 to start) whose name
 * matches `names', or -1 when there is none.  `names' is one name or
 * several separated by `|' ("ip|nfsaddrs"); "mod.*" matches every
 * "mod.<something>".  The word is c->name[i], c->value[i].
 */
int cmdline_next(const struct cmdline *c, int from, const char *names);
/*
 * For bare flags where the last one given wins (ro and rw): the name of
 * the last bare word among `names' (as above), or NULL when none appears.
 */
const char *cmdline_last_flag(const struct cmdline *c, const char *names);
/*
 * A wait in seconds such as rootwait[=N], in milliseconds: `unset' when
 * the name is absent, -1 (for ever) when it is bare, negative or too
 * large to count in milliseconds.
 */
long long cmdline_wait_ms(const struct cmdline *c, const char *name,
			  long long unset);
/* Read /proc/cmdline and then the arguments after `--' (argv, argc). */
int cmdline_load(struct cmdline *c, int argc, char **argv);
void cmdline_free(struct cmdline *c);

struct boot;
/*
 * The cmdline stage: /proc/cmdline and kinit's arguments into b->c,
 * kinit.debug, kinit.timing, and the line that says when kinit started.
 */
int cmdline_stage(struct boot *b);

#endif
