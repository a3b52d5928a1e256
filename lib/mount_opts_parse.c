/* SPDX-License-Identifier: MIT */
/* mount_opts_parse: mount -o options as MS_* flags and filesystem data. */
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mount.h>
#include "utils.h"

enum { FLAG, PROP, SKIP };

/* Names inline and 32-bit flags: a small table with no relocations. */
static const struct {
	char name[14];
	unsigned char kind;
	uint32_t set, clear;
} opts[] = {
	{ "defaults", FLAG, 0, 0 },
	{ "ro", FLAG, MS_RDONLY, 0 },
	{ "rw", FLAG, 0, MS_RDONLY },
	{ "nosuid", FLAG, MS_NOSUID, 0 },
	{ "suid", FLAG, 0, MS_NOSUID },
	{ "nodev", FLAG, MS_NODEV, 0 },
	{ "dev", FLAG, 0, MS_NODEV },
	{ "noexec", FLAG, MS_NOEXEC, 0 },
	{ "exec", FLAG, 0, MS_NOEXEC },
	{ "sync", FLAG, MS_SYNCHRONOUS, 0 },
	{ "async", FLAG, 0, MS_SYNCHRONOUS },
	{ "dirsync", FLAG, MS_DIRSYNC, 0 },
	{ "remount", FLAG, MS_REMOUNT, 0 },
	{ "mand", FLAG, MS_MANDLOCK, 0 },
	{ "nomand", FLAG, 0, MS_MANDLOCK },
	{ "atime", FLAG, 0, MS_NOATIME },
	{ "noatime", FLAG, MS_NOATIME, 0 },
	{ "diratime", FLAG, 0, MS_NODIRATIME },
	{ "nodiratime", FLAG, MS_NODIRATIME, 0 },
	{ "relatime", FLAG, MS_RELATIME, 0 },
	{ "norelatime", FLAG, 0, MS_RELATIME },
	{ "strictatime", FLAG, MS_STRICTATIME, 0 },
	{ "nostrictatime", FLAG, 0, MS_STRICTATIME },
	{ "lazytime", FLAG, MS_LAZYTIME, 0 },
	{ "nolazytime", FLAG, 0, MS_LAZYTIME },
	{ "iversion", FLAG, MS_I_VERSION, 0 },
	{ "noiversion", FLAG, 0, MS_I_VERSION },
	{ "symfollow", FLAG, 0, MS_NOSYMFOLLOW },
	{ "nosymfollow", FLAG, MS_NOSYMFOLLOW, 0 },
	{ "silent", FLAG, MS_SILENT, 0 },
	{ "loud", FLAG, 0, MS_SILENT },
	{ "bind", FLAG, MS_BIND, 0 },
	{ "rbind", FLAG, MS_BIND | MS_REC, 0 },
	{ "move", FLAG, MS_MOVE, 0 },
	/* Propagation changes are a mount(2) call of their own. */
	{ "shared", PROP, MS_SHARED, 0 },
	{ "rshared", PROP, MS_SHARED | MS_REC, 0 },
	{ "slave", PROP, MS_SLAVE, 0 },
	{ "rslave", PROP, MS_SLAVE | MS_REC, 0 },
	{ "private", PROP, MS_PRIVATE, 0 },
	{ "rprivate", PROP, MS_PRIVATE | MS_REC, 0 },
	{ "unbindable", PROP, MS_UNBINDABLE, 0 },
	{ "runbindable", PROP, MS_UNBINDABLE | MS_REC, 0 },
	/* Meaningful in fstab only; the kernel would reject them. */
	{ "auto", SKIP, 0, 0 },
	{ "noauto", SKIP, 0, 0 },
	{ "user", SKIP, 0, 0 },
	{ "nouser", SKIP, 0, 0 },
	{ "users", SKIP, 0, 0 },
	{ "owner", SKIP, 0, 0 },
	{ "group", SKIP, 0, 0 },
	{ "nofail", SKIP, 0, 0 },
	{ "_netdev", SKIP, 0, 0 },
};

static int is_skipped(const char *s, size_t n)
{
	/* x-foo and comment=foo are notes for user-space tools. */
	return (n >= 2 && !strncmp(s, "x-", 2)) ||
	       (n >= 8 && !strncmp(s, "comment=", 8));
}

static int add_data(struct mount_opts *o, const char *s, size_t n)
{
	size_t need, cap;
	char *p;

	if (n > SIZE_MAX - o->len - 2) {
		errno = ENOMEM;
		return -1;
	}
	need = o->len + n + 2; /* a comma and the terminating NUL */
	if (need > o->cap) {
		cap = need < SIZE_MAX / 2 ? need * 2 : need;
		p = realloc(o->data, cap);
		if (!p)
			return -1;
		o->data = p;
		o->cap = cap;
	}
	if (o->len)
		o->data[o->len++] = ',';
	memcpy(o->data + o->len, s, n);
	o->len += n;
	o->data[o->len] = '\0';
	return 0;
}

int mount_opts_parse(struct mount_opts *o, const char *s)
{
	const char *e;
	size_t n, i;

	while (s && *s) {
		e = strchrnul(s, ',');
		n = (size_t)(e - s);
		for (i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
			if (strlen(opts[i].name) == n &&
			    !strncmp(opts[i].name, s, n))
				break;
		if (i < sizeof(opts) / sizeof(opts[0])) {
			if (opts[i].kind == FLAG)
				o->flags = (o->flags | opts[i].set) &
					   ~opts[i].clear;
			else if (opts[i].kind == PROP)
				o->prop |= opts[i].set;
		} else if (n && !is_skipped(s, n) && add_data(o, s, n)) {
			return -1;
		}
		s = *e ? e + 1 : e;
	}
	return 0;
}
