/* SPDX-License-Identifier: MIT */
/*
 * run_init.c: hand over from the initramfs to the real root: move the new
 * root over /, delete what the initramfs held (it would otherwise stay in
 * memory), chroot, reopen the console, drop capabilities, exec init.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <limits.h>
#include <dirent.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <sys/mount.h>
#include <linux/magic.h>
#include "kinit.h"
#include "run_init.h"

static const char *const default_inits[] = {
	"/sbin/init", "/etc/init", "/bin/init", "/bin/sh", NULL
};

/* Delete everything under the directory open as dfd that lies on device dev. */
static void nuke_dir(int dfd, dev_t dev)
{
	DIR *d = fdopendir(dfd);
	struct dirent *e;
	struct stat st;
	int sub;

	if (!d) {
		close(dfd);
		return;
	}
	while ((e = readdir(d))) {
		if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
			continue;
		if (fstatat(dfd, e->d_name, &st, AT_SYMLINK_NOFOLLOW))
			continue;
		if (st.st_dev != dev)
			continue;	/* a mount point: not ours to delete */
		if (S_ISDIR(st.st_mode)) {
			sub = openat(dfd, e->d_name, O_RDONLY | O_DIRECTORY |
				     O_NOFOLLOW | O_CLOEXEC);
			if (sub >= 0)
				nuke_dir(sub, dev);
			unlinkat(dfd, e->d_name, AT_REMOVEDIR);
		} else {
			unlinkat(dfd, e->d_name, 0);
		}
	}
	closedir(d);
}

/*
 * Pick what to run in the new root: the init that was named, or with none
 * named the first of the kernel's own list that the root can run.  Every
 * symbolic link is followed inside the new root.  NULL, with a message
 * saying what was looked for and what was found, when there is none.
 */
static const char *pick_init(const char *root, const char *init)
{
	const char *const *p;
	char real[PATH_MAX];
	int fd, e;

	fd = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (fd < 0) {
		kmsg(KERR, "%s: %s", root, strerror(errno));
		return NULL;
	}
	if (init) {
		e = init_runnable(fd, init, real, sizeof(real));
		close(fd);
		if (!e)
			return init;
		if (*real && strcmp(real, init + (*init == '/')))
			kmsg(KERR, "init %s cannot be run in %s (looked up as /%s): %s",
			     init, root, real, strerror(e));
		else
			kmsg(KERR, "init %s cannot be run in %s: %s",
			     init, root, strerror(e));
		return NULL;
	}
	for (p = default_inits; *p; p++) {
		e = init_runnable(fd, *p, real, sizeof(real));
		if (!e)
			break;
		kmsg(KINFO, "no init named; %s: %s", *p, strerror(e));
	}
	close(fd);
	if (!*p)
		kmsg(KERR, "no init found in %s (tried /sbin/init, /etc/init, "
		     "/bin/init, /bin/sh)", root);
	return *p;
}

int run_init(const struct runinit *ri, const char *init, char **argv)
{
	struct statfs sfs;
	struct stat rst, nst;
	const char *const *p;
	const char *named;
	char *dflt_argv[2];
	int fd;

	if (statfs("/", &sfs) ||
	    (sfs.f_type != RAMFS_MAGIC && sfs.f_type != TMPFS_MAGIC)) {
		kmsg(KERR, "/ is not an initramfs (ramfs or tmpfs): refusing to "
		     "switch root or delete anything");
		return -1;
	}
	if (stat("/", &rst) || stat(ri->root, &nst)) {
		kmsg(KERR, "%s: %s", ri->root, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(nst.st_mode)) {
		kmsg(KERR, "%s is not a directory", ri->root);
		return -1;
	}
	if (rst.st_dev == nst.st_dev) {
		kmsg(KERR, "%s is on the same filesystem as / (is the root mounted "
		     "there?): refusing", ri->root);
		return -1;
	}
	named = init;
	init = pick_init(ri->root, init);
	if (!init)
		return -1;
	if (!argv || !argv[0]) {
		dflt_argv[0] = (char *)init;
		dflt_argv[1] = NULL;
		argv = dflt_argv;
	}
	/* The arguments the kernel gave go to whichever init runs. */
	if (!named)
		argv[0] = (char *)init;
	/* Silent on success, as Debian's run-init -n is. */
	if (ri->dry_run)
		return 0;

	if (chdir(ri->root)) {
		kmsg(KERR, "%s: %s", ri->root, strerror(errno));
		return -1;
	}
	if (!ri->persist) {
		fd = open("/", O_RDONLY | O_DIRECTORY | O_CLOEXEC);
		if (fd >= 0)
			nuke_dir(fd, rst.st_dev);
	}
	if (mount(".", "/", NULL, MS_MOVE, NULL)) {
		kmsg(KERR, "cannot move %s over /: %s", ri->root, strerror(errno));
		return -1;
	}
	if (chroot(".") || chdir("/")) {
		kmsg(KERR, "cannot chroot into %s: %s", ri->root, strerror(errno));
		return -1;
	}
	if (ri->console && reopen_console(ri->console))
		kmsg(KWARN, "cannot open %s: %s", ri->console, strerror(errno));
	if (ri->drop_caps && drop_capabilities(ri->drop_caps))
		return -1;
	if (!named)
		kmsg(KINFO, "no init named: running %s", init);
	execv(init, argv);
	kmsg(KERR, "cannot run %s: %s", init, strerror(errno));
	if (named)
		return -1;
	/* Only the kernel's own list falls back, as the kernel does. */
	for (p = default_inits; *p && strcmp(*p, init); p++)
		;
	while (*p && *++p) {
		kmsg(KWARN, "running %s instead", *p);
		argv[0] = (char *)*p;
		execv(*p, argv);
		kmsg(KERR, "cannot run %s: %s", *p, strerror(errno));
	}
	kmsg(KERR, "no init could be run");
	return -1;
}
