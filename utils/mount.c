/* SPDX-License-Identifier: MIT */
/* mount: attach filesystems, bind and move mounts, or list what is mounted. */
#include <errno.h>
#include <stdint.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] =
	"usage: mount [-rwfnvi] [-t type] [-o options] device directory\n"
	"       mount [-rwfv] -o remount[,options] directory\n"
	"       mount --bind|--rbind|--move olddir newdir\n"
	"       mount --make-[r]shared|slave|private|unbindable directory\n"
	"       mount [-t type]            (list, from /proc/mounts)\n"
	"  -t type[,type...]  without it, the types in /proc/filesystems\n"
	"  -o options  generic ones become flags, fstab-only ones are dropped,\n"
	"              the rest go to the filesystem (see mount(1))\n"
	"  -r -w  read-only, read-write   -f  fake   -v  verbose\n"
	"  -n -i  ignored\n";

static int verbose, fake;

static void list(const char *type)
{
	char *line = NULL, *f[4], *p;
	size_t cap = 0;
	FILE *m = fopen("/proc/mounts", "r");
	int i;

	if (!m)
		die_errno("/proc/mounts");
	while (getline(&line, &cap, m) > 0) {
		p = line;
		for (i = 0; i < 4; i++) {
			f[i] = strsep(&p, " \n");
			if (!f[i])
				break;
		}
		if (i < 4)
			continue;
		if (type && strcmp(type, f[2]))
			continue;
		printf("%s on %s type %s (%s)\n", mnt_unescape(f[0]),
		       mnt_unescape(f[1]), f[2], f[3]);
	}
	free(line);
	fclose(m);
}

/* Filesystems that take a device, from /proc/filesystems, space-separated. */
static char *device_types(void)
{
	char *line = NULL, *all = NULL, *t;
	size_t cap = 0, len = 0, n;
	FILE *f = fopen("/proc/filesystems", "r");

	if (!f)
		die_errno("no -t type, and /proc/filesystems");
	while (getline(&line, &cap, f) > 0) {
		if (!strncmp(line, "nodev", 5))
			continue;
		t = line + strspn(line, " \t");
		t[strcspn(t, " \t\n")] = '\0';
		if (!*t)
			continue;
		n = strlen(t);
		if (n > SIZE_MAX / 2 - len)
			die("/proc/filesystems: too long");
		all = xreallocarray(all, len + n + 2, 1);
		memcpy(all + len, t, n);
		len += n;
		all[len++] = ',';
		all[len] = '\0';
	}
	free(line);
	fclose(f);
	if (!all)
		die("no -t type, and no filesystem in /proc/filesystems takes a device");
	all[len - 1] = '\0';
	return all;
}

static int do_mount(const char *src, const char *dst, const char *type,
		    unsigned long flags, const char *data)
{
	if (verbose)
		fprintf(stderr,
			"mount: %s on %s type %s flags %#lx data %s%s\n", src,
			dst, type ? type : "(none)", flags, data ? data : "",
			fake ? " (not done: -f)" : "");
	return fake ? 0 : mount(src, dst, type, flags, data);
}

/* Try each type of a comma-separated list until one recognises the device. */
static int try_types(const char *src, const char *dst, char *types,
		     unsigned long flags, const char *data, int *tried)
{
	char *t, *p = types;
	int err = ENODEV;

	while ((t = strsep(&p, ","))) {
		if (!*t)
			continue;
		(*tried)++;
		if (do_mount(src, dst, t, flags, data) == 0)
			return 0;
		err = errno;
		/* Wrong type: EINVAL or ENODEV; anything else is final. */
		if (err != EINVAL && err != ENODEV && err != ENOTBLK)
			break;
	}
	errno = err;
	return -1;
}

int main(int argc, char **argv)
{
	enum {
		BIND = 256,
		RBIND,
		MOVE,
		MK_SHARED,
		MK_SLAVE,
		MK_PRIVATE,
		MK_UNBINDABLE,
		MK_RSHARED,
		MK_RSLAVE,
		MK_RPRIVATE,
		MK_RUNBINDABLE
	};
	static const struct option longopts[] = {
		{ "bind", no_argument, NULL, BIND },
		{ "rbind", no_argument, NULL, RBIND },
		{ "move", no_argument, NULL, MOVE },
		{ "make-shared", no_argument, NULL, MK_SHARED },
		{ "make-slave", no_argument, NULL, MK_SLAVE },
		{ "make-private", no_argument, NULL, MK_PRIVATE },
		{ "make-unbindable", no_argument, NULL, MK_UNBINDABLE },
		{ "make-rshared", no_argument, NULL, MK_RSHARED },
		{ "make-rslave", no_argument, NULL, MK_RSLAVE },
		{ "make-rprivate", no_argument, NULL, MK_RPRIVATE },
		{ "make-runbindable", no_argument, NULL, MK_RUNBINDABLE },
		{ "types", required_argument, NULL, 't' },
		{ "options", required_argument, NULL, 'o' },
		{ "read-only", no_argument, NULL, 'r' },
		{ "rw", no_argument, NULL, 'w' },
		{ "fake", no_argument, NULL, 'f' },
		{ "no-mtab", no_argument, NULL, 'n' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	static const char *const longopt_opts[] = {
		"bind",	  "rbind",    "move",	     "shared",
		"slave",  "private",  "unbindable",  "rshared",
		"rslave", "rprivate", "runbindable",
	};
	struct mount_opts o = { 0, 0, NULL, 0, 0 };
	const char *type = NULL, *src, *dst;
	unsigned long flags;
	char *types;
	int c, n, r, tried = 0, err;
	struct stat st;

	prog_init(argc, argv, usage_text);
	while ((c = getopt_long(argc, argv, ":t:o:rwfnvih", longopts, NULL)) !=
	       -1) {
		const char *add = NULL;

		switch (c) {
		case 't': type = optarg; break;
		case 'o': add = optarg; break;
		case 'r': add = "ro"; break;
		case 'w': add = "rw"; break;
		case 'f': fake = 1; break;
		case 'v': verbose = 1; break;
		case 'n':
		case 'i': break;
		case 'h': usage(0);
		default:
			if (c >= BIND && c <= MK_RUNBINDABLE)
				add = longopt_opts[c - BIND];
			else
				opt_error(c);
		}
		if (add && mount_opts_parse(&o, add))
			die_errno("options");
	}
	n = argc - optind;
	if (n == 0) {
		if (o.flags || o.prop || o.len)
			usage(1);
		list(type);
		return 0;
	}
	if (n > 2)
		usage(1);
	flags = o.flags;
	if (n == 1) {
		/* One name: a remount or a propagation change of that mount. */
		if (!(flags & MS_REMOUNT) && !(o.prop && !flags && !o.len))
			die("%s: need a device and a directory (there is no fstab)",
			    argv[optind]);
		src = "none";
		dst = argv[optind];
	} else {
		src = argv[optind];
		dst = argv[optind + 1];
	}
	/* A mount that fails exits 255, as Debian's; usage errors 1. */
	die_status = 255;

	if (n == 2 || (flags & MS_REMOUNT)) {
		if (flags & (MS_BIND | MS_MOVE | MS_REMOUNT)) {
			/* The kernel takes no type for these. */
			r = do_mount(src, dst, type, flags, o.data);
		} else {
			types = xstrdup(type && strcmp(type, "auto") ?
						type :
						device_types());
			r = try_types(src, dst, types, flags, o.data, &tried);
			/* Write-protected: read-only, as util-linux. */
			if (r &&
			    (errno == EROFS ||
			     (errno == EACCES && stat(src, &st) == 0 &&
			      S_ISBLK(st.st_mode))) &&
			    !(flags & MS_RDONLY)) {
				warn_msg("%s is write-protected, mounting read-only", src);
				free(types);
				types = xstrdup(type && strcmp(type, "auto") ?
							type :
							device_types());
				tried = 0;
				r = try_types(src, dst, types,
					      flags | MS_RDONLY, o.data,
					      &tried);
			}
			free(types);
		}
		if (r) {
			err = errno;
			if (!type && tried > 1 &&
			    (err == EINVAL || err == ENODEV || err == ENOTBLK))
				die("%s on %s: no filesystem type in /proc/filesystems "
				    "recognised it",
				    src, dst);
			errno = err;
			die_errno("%s on %s", src, dst);
		}
	}
	if (o.prop && do_mount("none", dst, NULL, o.prop, NULL))
		die_errno("%s: changing propagation", dst);
	return 0;
}
