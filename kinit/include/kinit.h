/* SPDX-License-Identifier: MIT */
/* kinit.h: what kinit's stages share: the command line, timing, messages. */
#ifndef KINIT_KINIT_H
#define KINIT_KINIT_H

#include <stddef.h>
#include <sys/types.h>

/* ---- the kernel command line (cmdline/) ---- */

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

/* ---- messages and timing (timing/) ---- */

extern const char *kinit_prog;		/* the name messages start with */
extern int kmsg_quiet;			/* no KINFO or KDEBUG messages */

/* `kinit: ...' on the console and in /dev/kmsg at the given level. */
void kmsg(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
#define KERR	3
#define KWARN	4
#define KINFO	6
#define KDEBUG	7

/* Monotonic time in milliseconds. */
long long now_ms(void);
/* Note that a stage starts or ends; kept for timing_write(). */
void timing_begin(const char *stage);
void timing_end(const char *stage);
/*
 * One item within a stage, such as a module's load (group "modules") or
 * the probe of a candidate root device (group "probes"), from start to
 * end in now_ms() time; the name is copied.
 */
void timing_item(const char *group, const char *name, long long start,
		 long long end);
/* Write the timeline to /dev/kmsg and to the given file (e.g. /run/kinit/timing). */
void timing_write(const char *path);

/* ---- finding the root device (devname/) ---- */

struct rootspec {
	const char *text;	/* the root= value as given */
	dev_t dev;		/* 0 when not resolved yet */
	char path[64];		/* /dev/<name> of the device when resolved */
	char name[32];		/* its kernel name, e.g. vda2 */
	char fstype[16];	/* its mountable filesystem when the resolving
				   probed it (UUID=, LABEL=), else "" */
};

/*
 * Resolve a root= value against the block devices that exist now:
 * /dev/name, MAJ:MIN, hexadecimal, PARTUUID=[/PARTNROFF=n], PARTLABEL=,
 * UUID= and LABEL=.  Returns 1 when found, 0 when not (yet), -1 when the
 * value cannot name a device at all (errors explained in *why).
 */
int devname_resolve(const char *spec, struct rootspec *r, const char **why);

/* One block device as the diagnosis lists it. */
struct blockdev {
	char name[32];
	dev_t dev;
	unsigned long long size;	/* bytes */
	int partition;			/* partition number, 0 for a whole disk */
	char disk[32];			/* the whole disk of a partition */
};
/* List the block devices in /sys/class/block; returns how many (<= max). */
int blockdev_list(struct blockdev *v, int max);
/* Print a table of every block device with what the probes find on it. */
void devname_table(void);

/* ---- mounting the root (mount/) ---- */

/*
 * Mount the device on `dir': with fstype (a comma-separated list to try,
 * or NULL to detect it), MS_* flags and filesystem data.  Returns 0, or
 * -1 with a message already printed.
 */
int mount_root(const char *dev, const char *dir, const char *fstype,
	       unsigned long flags, const char *data);

/* ---- switching to the new root (run-init/) ---- */

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

/* ---- kernel modules (modules/) ---- */

/*
 * Load every module listed in <dir>/modules.dep (dir: /lib/modules/<the
 * running kernel's release>, or the only folder there), dependencies
 * first, with the parameters `module.param=value' from the command line.
 * Returns how many failed to load.
 */
int load_modules(const char *dir, const struct cmdline *c);

#endif
