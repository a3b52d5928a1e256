/* SPDX-License-Identifier: MIT */
/*
 * fstab.c: what must be mounted besides the root before init runs: a
 * separate /usr named in the root's /etc/fstab (init and its libraries may
 * live there, so initramfs-tools mounts it too), and kinit_mount= entries
 * from the command line.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/mount.h>
#include <sys/stat.h>
#include "kinit.h"
#include "lvm.h"
#include "md.h"
#include "mount.h"
#include "fstab.h"
#include "utils.h"

#define MOUNT_WAIT_MS	10000	/* for a device of /usr or kinit_mount= */

/* Copy one field; 0 when there is none or it is too long. */
static int next_field(const char **p, char *out, size_t size)
{
	const char *s = *p;
	size_t n;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strcspn(s, " \t\n");
	*p = s + n;
	if (!n || n >= size)
		return 0;
	memcpy(out, s, n);
	out[n] = 0;
	mnt_unescape(out);
	return 1;
}

int fstab_find(const char *text, const char *file, struct fstab_entry *e)
{
	struct fstab_entry cur;
	const char *line, *next, *p;
	int found = 0;

	for (line = text; *line; line = next) {
		next = strchr(line, '\n');
		next = next ? next + 1 : line + strlen(line);
		p = line;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == '#' || *p == '\n' || !*p)
			continue;
		if (!next_field(&p, cur.spec, sizeof(cur.spec)) ||
		    !next_field(&p, cur.file, sizeof(cur.file)))
			continue;
		if (!next_field(&p, cur.type, sizeof(cur.type)))
			strcpy(cur.type, "auto");
		if (!next_field(&p, cur.opts, sizeof(cur.opts)))
			strcpy(cur.opts, "defaults");
		if (strcmp(cur.file, file))
			continue;
		*e = cur;
		found = 1;
	}
	return found;
}

int kinit_mount_parse(const char *value, struct fstab_entry *e)
{
	char *f[4] = { e->spec, e->file, e->type, e->opts };
	size_t sz[4] = { sizeof(e->spec), sizeof(e->file), sizeof(e->type),
			 sizeof(e->opts) };
	const char *p = value;
	size_t n;
	int i;

	memset(e, 0, sizeof(*e));
	for (i = 0; i < 4; i++) {
		n = strcspn(p, ";");
		if (n >= sz[i])
			return -1;
		memcpy(f[i], p, n);
		f[i][n] = 0;
		p += n;
		if (*p)
			p++;
		else
			break;
	}
	if (*p || !e->spec[0] || e->file[0] != '/')
		return -1;
	return 0;
}

/* A spec that names a block device (else: tmpfs, a server's export, ...). */
static int names_device(const char *s)
{
	return !strncmp(s, "/dev/", 5) || !strncmp(s, "UUID=", 5) ||
		!strncmp(s, "LABEL=", 6) || !strncmp(s, "PARTUUID=", 9) ||
		!strncmp(s, "PARTLABEL=", 10);
}

int extra_mount(const char *root, const struct fstab_entry *e,
		unsigned long extra, long long wait_ms, long long *kernel_ms)
{
	char dir[512];
	const char *dev = e->spec, *why, *type = e->type;
	struct mount_opts mo;
	struct rootspec r;
	struct stat st;
	struct devwait w;
	long long t;
	int res;

	if ((size_t)snprintf(dir, sizeof(dir), "%s%s", root, e->file) >= sizeof(dir)) {
		kmsg(KERR, "mount of %s: the path is too long", e->file);
		return -1;
	}
	if (stat(dir, &st) || !S_ISDIR(st.st_mode)) {
		kmsg(KERR, "cannot mount %s on %s: the root has no folder %s",
		     e->spec, e->file, e->file);
		return -1;
	}
	if (names_device(e->spec)) {
		devwait_start(&w, wait_ms);
		while (!(res = devname_resolve(e->spec, &r, &why)) && devwait(&w))
			;
		devwait_stop(&w);
		/* The waits and the probes: the kernel's share. */
		*kernel_ms += now_ms() - w.start;
		if (res < 0)
			kmsg(KERR, "cannot mount %s: %s", e->spec, why);
		if (!res)
			kmsg(KERR, "cannot mount %s on %s: no such device "
			     "(waited %lld ms)", e->spec, e->file, wait_ms);
		if (res <= 0)
			return -1;
		dev = r.path;
	}
	memset(&mo, 0, sizeof(mo));
	if (mount_opts_parse(&mo, e->opts)) {
		kmsg(KERR, "mount of %s: out of memory", e->file);
		return -1;
	}
	if (!type[0] || !strcmp(type, "auto"))
		type = NULL;
	/* A device is probed as the root is; the rest goes to mount(2). */
	t = now_ms();
	if (names_device(e->spec))
		res = mount_root(dev, dir, type, mo.flags | extra | MS_SILENT,
				 mo.data, wait_ms);
	else if ((res = mount(dev, dir, type ? type : "none", mo.flags | extra,
			      mo.data)))
		kmsg(KERR, "cannot mount %s on %s: %s", dev, e->file,
		     strerror(errno));
	*kernel_ms += now_ms() - t;
	free(mo.data);
	return res;
}

int extra_mounts_stage(struct boot *b)
{
	static char text[65536];
	const struct cmdline *c = &b->c;
	const char *root = "/root";
	int root_ro = !!(b->root_flags & MS_RDONLY);
	struct fstab_entry e;
	char path[512];
	ssize_t n = -1;
	int fd, i;

	timing_begin("fstab");
	snprintf(path, sizeof(path), "%s/etc/fstab", root);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd >= 0) {
		n = read_full(fd, text, sizeof(text) - 1);
		close(fd);
	}
	timing_end("fstab");
	if (n >= (ssize_t)sizeof(text) - 1)
		kmsg(KWARN, "%s: longer than %zu bytes; read only that much",
		     path, sizeof(text) - 1);
	if (n > 0) {
		text[n] = 0;
		if (fstab_find(text, "/usr", &e)) {
			timing_begin("mount-usr");
			lvm_activate_for(c, e.spec);
			md_activate_for(c, e.spec);
			/* Read-only like the root: fsck may run before a remount. */
			extra_mount(root, &e, root_ro ? MS_RDONLY : 0,
				    MOUNT_WAIT_MS, &b->extra_mount_ms);
			b->extra_mounts++;
			timing_end("mount-usr");
		}
	}
	for (i = -1; (i = cmdline_next(c, i, "kinit_mount")) >= 0;) {
		if (!c->value[i])
			continue;
		if (kinit_mount_parse(c->value[i], &e)) {
			kmsg(KERR, "kinit_mount=%s: not dev;dir;type;opts with an "
			     "absolute dir; ignored", c->value[i]);
			continue;
		}
		timing_begin("kinit_mount");
		lvm_activate_for(c, e.spec);
		md_activate_for(c, e.spec);
		extra_mount(root, &e, 0, MOUNT_WAIT_MS, &b->extra_mount_ms);
		b->extra_mounts++;
		timing_end("kinit_mount");
	}
	return 0;
}
