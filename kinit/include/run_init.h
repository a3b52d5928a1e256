/* SPDX-License-Identifier: MIT */
/* run_init.h: switching to the new root (run-init/): the hand-over stage. */
#ifndef KINIT_RUN_INIT_H
#define KINIT_RUN_INIT_H

#include <stddef.h>

struct boot;

/*
 * Report the timeline, move /dev, /proc, /sys, /run (and a kept initrd)
 * into the new root and run init there (init=, with the arguments the
 * kernel gave kinit).  Returns only when that fails.
 */
int handover_stage(struct boot *b);

struct runinit {
	const char *root;	/* the new root, mounted */
	const char *console;	/* device to reopen as 0, 1, 2, or NULL */
	const char *drop_caps;	/* capabilities to drop, or NULL */
	int dry_run;		/* check everything, change nothing */
	int persist;		/* keep the initramfs contents */
};
/*
 * Move the new root over /, delete the initramfs (only when / is a ramfs
 * or tmpfs and the new root is another filesystem), chroot, reopen the
 * console, drop capabilities, and exec init with argv (argv[0] is set to
 * the init that runs).  A named init must be runnable in the new root, its
 * symbolic links followed there, or nothing is changed; with init NULL the
 * kernel's list (/sbin/init, /etc/init, /bin/init, /bin/sh) is tried and
 * the one that runs is named.  Returns only on failure, with a message.
 */
int run_init(const struct runinit *ri, const char *init, char **argv);
/*
 * Resolve path inside the directory open as rootfd as the kernel would with
 * that directory as its root: every symbolic link, absolute or relative, is
 * followed inside it (at most 40), and ".." stops at it.  out gets the
 * result relative to the root ("" for the root itself).  Returns 0 or an
 * errno value; out then shows the path as far as it was resolved.
 */
int resolve_in_root(int rootfd, const char *path, char *out, size_t outsz);
/*
 * 0 when init, a path in the root open as rootfd, is a regular file that
 * exec can run once that root is /; otherwise an errno value.  real gets
 * the resolved path (relative to the root), for messages.
 */
int init_runnable(int rootfd, const char *init, char *real, size_t realsz);
/* Open a device as standard input, output and error; -1 if it cannot be opened. */
int reopen_console(const char *dev);
/* Drop the capabilities named in a comma-separated list ("cap_sys_admin,7"). */
int drop_capabilities(const char *list);

#endif
