/* mount_opts.c: mount options split into MS_* flags and filesystem data. */
#include <string.h>
#include <sys/mount.h>
#include "kinit.h"

static const struct {
	const char *name;
	unsigned long set, clear;
} opts[] = {
	{ "ro", MS_RDONLY, 0 },
	{ "rw", 0, MS_RDONLY },
	{ "nosuid", MS_NOSUID, 0 },
	{ "suid", 0, MS_NOSUID },
	{ "nodev", MS_NODEV, 0 },
	{ "dev", 0, MS_NODEV },
	{ "noexec", MS_NOEXEC, 0 },
	{ "exec", 0, MS_NOEXEC },
	{ "sync", MS_SYNCHRONOUS, 0 },
	{ "async", 0, MS_SYNCHRONOUS },
	{ "remount", MS_REMOUNT, 0 },
	{ "mand", MS_MANDLOCK, 0 },
	{ "nomand", 0, MS_MANDLOCK },
	{ "dirsync", MS_DIRSYNC, 0 },
	{ "noatime", MS_NOATIME, 0 },
	{ "atime", 0, MS_NOATIME },
	{ "nodiratime", MS_NODIRATIME, 0 },
	{ "diratime", 0, MS_NODIRATIME },
	{ "relatime", MS_RELATIME, 0 },
	{ "norelatime", 0, MS_RELATIME },
	{ "strictatime", MS_STRICTATIME, 0 },
	{ "lazytime", MS_LAZYTIME, 0 },
	{ "nolazytime", 0, MS_LAZYTIME },
	{ "bind", MS_BIND, 0 },
	{ "rbind", MS_BIND | MS_REC, 0 },
	{ "move", MS_MOVE, 0 },
	{ "silent", MS_SILENT, 0 },
	{ "loud", 0, MS_SILENT },
	{ "defaults", 0, 0 },
};

unsigned long mount_opts(const char *s, char *data, size_t datalen)
{
	unsigned long flags = 0;
	size_t used = 0, n, i;
	const char *e;

	if (datalen)
		data[0] = '\0';
	while (s && *s) {
		e = strchrnul(s, ',');
		n = (size_t)(e - s);
		for (i = 0; i < sizeof(opts) / sizeof(opts[0]); i++)
			if (strlen(opts[i].name) == n && !strncmp(opts[i].name, s, n))
				break;
		if (i < sizeof(opts) / sizeof(opts[0])) {
			flags = (flags | opts[i].set) & ~opts[i].clear;
		} else if (n && used + n + 2 <= datalen) {
			/* Everything else is the filesystem's to interpret. */
			if (used)
				data[used++] = ',';
			memcpy(data + used, s, n);
			used += n;
			data[used] = '\0';
		}
		s = *e ? e + 1 : e;
	}
	return flags;
}
