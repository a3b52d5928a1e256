/* SPDX-License-Identifier: MIT */
/* shell.h: a shell on the console, only when the command line asks for one. */
#ifndef KINIT_SHELL_H
#define KINIT_SHELL_H

struct cmdline;

/*
 * break= (initramfs-tools) and rd.break= (dracut): when one of `points'
 * ("premount|initqueue") is named, /bin/sh runs on the console and the
 * boot goes on once it exits.  Bare break= is initramfs-tools' premount,
 * bare rd.break dracut's last point (named "init" here).
 */
void shell_break(const struct cmdline *c, const char *points);

/* rd.shell or kinit.shell: /bin/sh replaces kinit after a failure.
 * Returns when not asked for, or when /bin/sh cannot run. */
void shell_rescue(const struct cmdline *c);

#endif
