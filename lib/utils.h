/* SPDX-License-Identifier: MIT */
/* utils.h: what the programs share (lib/): messages, usage, numbers, paths. */
#ifndef UTILS_UTILS_H
#define UTILS_UTILS_H

#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>

#define NORETURN __attribute__((noreturn))
#define PRINTF(a, b) __attribute__((format(printf, a, b)))

/* ---- the program: name, usage, messages (prog_init.c, die.c, ...) ---- */

extern const char *progname;   /* basename of argv[0] */
extern const char *prog_usage; /* the usage text, ending in '\n' */
/*
 * The exit status of die() and die_errno(): 1 unless the program says
 * otherwise (mkdir, mkfifo, mount and umount fail with 255, as Debian's
 * klibc ones do).  usage() and opt_error() are not affected.
 */
extern int die_status;

/*
 * Set progname and the usage text, answer a lone `--help' with the usage
 * on stdout, and check at exit that everything written to stdout got out.
 */
void prog_init(int argc, char **argv, const char *usage);
/* The usage text: on stdout and exit 0 for status 0, else on stderr. */
void usage(int status) NORETURN;
/* After getopt with a leading ':' returned '?' or ':': say why, usage. */
void opt_error(int c) NORETURN;

/* `prog: message' on stderr; the _errno variants append `: strerror'. */
void vmsg(int errnum, const char *fmt, va_list ap);
void warn_msg(const char *fmt, ...) PRINTF(1, 2);
void warn_errno(const char *fmt, ...) PRINTF(1, 2);
void die(const char *fmt, ...) PRINTF(1, 2) NORETURN;
void die_errno(const char *fmt, ...) PRINTF(1, 2) NORETURN;

/* Flush stdout; on failure say so and exit 1 (run at exit by prog_init). */
void flush_stdout(void);

/* ---- memory and paths ---- */

void *xmalloc(size_t n);
void *xreallocarray(void *p, size_t n, size_t size);
char *xstrdup(const char *s);
/* "dir/name" in new memory (no doubled slash). */
char *path_join(const char *dir, const char *name);
/* The last component of a path, ignoring trailing slashes ("a/b/" -> "b"). */
const char *path_base(const char *path, size_t *len);
/* dir joined with the last component of path, in new memory (ln, mv). */
char *path_into(const char *dir, const char *path);

/*
 * Remove a file, or a directory with everything in it, never following
 * symlinks and never entering another filesystem or a mount point (those
 * are reported).  A path that does not exist is fine.  Errors are printed;
 * returns 0 when everything went, else 1.
 */
int remove_tree(const char *path);

/* ---- numbers ---- */

/*
 * A whole unsigned number in the given base (0: C rules, 0x.. and 0..)
 * with nothing before or after it, at most max.  Returns 0, or -1 with
 * errno EINVAL (not a number) or ERANGE (too big).
 */
int parse_ull(const char *s, int base, unsigned long long max,
	      unsigned long long *v);
/* The same, dying with `prog: what 's': why' when it is not. */
unsigned long long num_arg(const char *s, int base, unsigned long long max,
			   const char *what);
/*
 * A size with dd's multiplicative suffixes: c 1, w 2, b 512, kB 1000,
 * K/KiB 1024, MB, M/MiB, ... up to E, and products `NxM'.  Returns 0, or
 * -1 with errno EINVAL or ERANGE.
 */
int parse_size(const char *s, unsigned long long *v);

/* ---- modes ---- */

/*
 * A mode as chmod takes it: octal, or symbolic clauses [ugoa]*[-+=]perms
 * separated by commas, applied to base.  Symbolic clauses without
 * [ugoa] leave alone the bits set in mask (the umask).  Returns 0 or -1.
 */
int mode_parse(const char *s, mode_t base, mode_t mask, mode_t *mode);
/*
 * The mode -m s asks for a new file (base: its type and 0666 or 0777),
 * symbolic clauses under the current umask; dies (die_status) when s is
 * not a mode.
 */
mode_t mode_arg(const char *s, mode_t base);
/*
 * getopt for a program whose only option is -m mode (and -h): returns
 * the mode's text or NULL, optind at the first operand.
 */
const char *mode_option(int argc, char **argv);
/* "drwxr-xr-x" for st_mode, into buf[11]. */
char *mode_string(mode_t mode, char *buf);

/* ---- signals ---- */

/* A signal by name (KILL, SIGKILL, kill, RTMIN+2) or number; -1 if none. */
int sig_number(const char *s);
/* The name without SIG (RTMIN+n for real-time ones), NULL if none. */
const char *sig_name(int sig, char *buf, size_t len);

/* ---- mount options ---- */

struct mount_opts {
	unsigned long flags; /* MS_* for mount(2) */
	unsigned long prop;  /* MS_SHARED/PRIVATE/SLAVE/UNBINDABLE, MS_REC */
	char *data;	     /* the options the filesystem interprets */
	size_t len, cap;
};
/*
 * Add a comma-separated option list to o: generic options become flags,
 * fstab-only ones (auto, user, nofail, _netdev, x-*, ...) are dropped,
 * the rest is appended to data.  Returns 0, or -1 (errno ENOMEM).
 */
int mount_opts_parse(struct mount_opts *o, const char *s);

/* Undo the \ooo escapes of /proc/mounts fields, in place; returns s. */
char *mnt_unescape(char *s);

/* ---- I/O ---- */

/* write(2) all of buf, retrying short writes; returns 0 or -1. */
int write_all(int fd, const void *buf, size_t n);
/* Write text into an existing file (a /proc or /sys knob); 0 or -1 with errno. */
int write_string(const char *path, const char *text);
/* read(2) until n bytes or end of file; returns the count or -1. */
ssize_t read_full(int fd, void *buf, size_t n);
/*
 * A small file (a /proc or /sys entry) into buf, at most size - 1 bytes
 * and a NUL; returns its length, or -1 with errno.
 */
ssize_t read_file(const char *path, char *buf, size_t size);

#endif
