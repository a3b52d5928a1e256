/* SPDX-License-Identifier: MIT */
/*
 * activate.c: LVM's logical volumes made device-mapper devices, as
 * `vgchange -ay' does when the root is looked for.  Each block device is
 * read once for an LVM label; a volume group's newest metadata (highest
 * seqno) among its physical volumes says what its volumes are, and a
 * volume is made once every physical volume it lies on is there, under
 * LVM's names (/dev/mapper/VG-LV, /dev/VG/LV) and device UUID, so that the
 * LVM of the real root sees it as its own.  dracut's rd.lvm=0,
 * rd.lvm.vg= and rd.lvm.lv= are obeyed.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "kinit.h"
#include "dm.h"
#include "lvm.h"

#define MAXDEV	256
#define MAX_PVS	64	/* physical volumes in all groups */
#define MAX_VGS	8

static dev_t seen[MAXDEV];
static int nseen;
static struct { dev_t dev; char id[LVM_ID_LEN + 1]; } pv[MAX_PVS];
static int npv;
static struct lvm_vg *vg[MAX_VGS];
static int nvg;
/* The volumes made or left out (by their UUID: VG id then LV id). */
static char done[256][2 * LVM_ID_LEN + 1];
static int ndone;

static int was_seen(dev_t d)
{
	int i;

	for (i = 0; i < nseen; i++)
		if (seen[i] == d)
			return 1;
	return 0;
}

/* Keep a group's metadata unless one as new is kept already. */
static void keep(struct lvm_pv *p, const char *dev)
{
	static struct lvm_vg tmp;
	const char *why;
	int i;

	if (lvm_vg_parse(p->meta, p->meta_len, &tmp, &why)) {
		kmsg(KERR, "lvm: %s: its metadata cannot be read: %s", dev, why);
		return;
	}
	for (i = 0; i < nvg; i++)
		if (!strcmp(vg[i]->id, tmp.id))
			break;
	if (i < nvg && vg[i]->seqno >= tmp.seqno)
		return;
	if (i == MAX_VGS) {
		kmsg(KERR, "lvm: %s: more volume groups than kinit keeps (%d)",
		     tmp.name, MAX_VGS);
		return;
	}
	if (i == nvg) {
		vg[i] = malloc(sizeof(tmp));
		if (!vg[i])
			return;
		nvg++;
	}
	memcpy(vg[i], &tmp, sizeof(tmp));
}

/* Read the devices not read before; 1 when one was a physical volume. */
static int scan(void)
{
	static struct blockdev v[MAXDEV];
	struct lvm_pv p;
	const char *why;
	char path[64];
	long long t, us;
	int i, n, fd, r, found = 0;

	n = blockdev_list(v, MAXDEV, 0);
	for (i = 0; i < n && nseen < MAXDEV; i++) {
		if (was_seen(v[i].dev))
			continue;
		seen[nseen++] = v[i].dev;
		/* Reading the device: the kernel's share, as a probe. */
		t = now_ms();
		us = now_us();
		fd = blockdev_open(&v[i], path, sizeof(path));
		r = fd < 0 ? 0 : lvm_pv_read(fd, &p, &why);
		if (fd >= 0)
			close(fd);
		devname_probe_us += now_us() - us;
		timing_item("probes", v[i].name, t, now_ms());
		if (r < 0)
			kmsg(KERR, "lvm: %s: %s", path, why);
		if (r <= 0)
			continue;
		found = 1;
		if (npv < MAX_PVS) {
			pv[npv].dev = v[i].dev;
			memcpy(pv[npv++].id, p.id, sizeof(p.id));
		}
		if (p.meta)
			keep(&p, path);
		free(p.meta);
	}
	return found;
}

/* dracut's rd.lvm.vg=VG and rd.lvm.lv=VG/LV: none given, every volume. */
static int wanted(const struct cmdline *c, const struct lvm_vg *g,
		  const struct lvm_lv *lv)
{
	const char *v;
	size_t n = strlen(g->name);
	int i, any = 0;

	for (i = -1; (i = cmdline_next(c, i, "rd.lvm.vg|rd.lvm.lv")) >= 0;) {
		v = c->value[i];
		if (!v)
			continue;
		any = 1;
		if (!strcmp(c->name[i], "rd.lvm.vg") ? !strcmp(v, g->name) :
		    !strncmp(v, g->name, n) && v[n] == '/' && !strcmp(v + n + 1, lv->name))
			return 1;
	}
	return !any;
}

static int is_done(const char *uuid)
{
	int i;

	for (i = 0; i < ndone; i++)
		if (!strcmp(done[i], uuid))
			return 1;
	return 0;
}

static void set_done(const char *uuid)
{
	if (ndone < (int)(sizeof(done) / sizeof(done[0])))
		snprintf(done[ndone++], sizeof(done[0]), "%s", uuid);
}

/*
 * udev's names for the volume: /dev/mapper/NAME and /dev/VG/LV.  And what
 * udev in an initramfs would have left in its database (/run goes on to
 * the root): without DM_UDEV_PRIMARY_SOURCE_FLAG the device-mapper rules
 * of the real root's udev (55-dm.rules) take the device's coldplug event
 * for a foreign one and hide the device from systemd.
 */
static void links(const struct lvm_vg *g, const struct lvm_lv *lv,
		  const char *name, dev_t d)
{
	static const char db[] = "E:DM_UDEV_PRIMARY_SOURCE_FLAG=1\n"
				 "E:DM_UDEV_RULES_VSN=2\n";
	char node[32], path[2 * LVM_NAME_MAX + 16];
	int fd;

	snprintf(node, sizeof(node), "/dev/dm-%u", minor(d));
	if (access(node, F_OK))
		mknod(node, S_IFBLK | 0600, d);
	snprintf(node, sizeof(node), "../dm-%u", minor(d));
	mkdir("/dev/mapper", 0755);
	snprintf(path, sizeof(path), "/dev/mapper/%s", name);
	symlink(node, path);
	snprintf(path, sizeof(path), "/dev/%s", g->name);
	mkdir(path, 0755);
	snprintf(path, sizeof(path), "/dev/%s/%s", g->name, lv->name);
	symlink(node, path);
	mkdir("/run/udev", 0755);
	mkdir("/run/udev/data", 0755);
	snprintf(path, sizeof(path), "/run/udev/data/b%u:%u", major(d), minor(d));
	fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd >= 0) {
		if (write(fd, db, sizeof(db) - 1) != (ssize_t)sizeof(db) - 1)
			kmsg(KERR, "lvm: %s: cannot write it", path);
		close(fd);
	}
}

/*
 * The device of the group's PV i, 0 when it is not (yet) there.  The same
 * label on several devices: the members of an md mirror whose superblock
 * lies at the end (0.90, 1.0), or the paths of a multipath disk.  The one
 * nothing is stacked on is the PV; with more than one, none is taken: a
 * volume mapped over one mirror member would write past the mirror.
 */
static dev_t pv_device(const struct lvm_vg *g, int i)
{
	static char said[MAX_PVS][LVM_ID_LEN + 1];
	static int nsaid;
	dev_t d = 0;
	int j, k, n = 0;

	for (j = 0; j < npv; j++) {
		if (strcmp(pv[j].id, g->pv_id[i]) || blockdev_held(pv[j].dev))
			continue;
		d = pv[j].dev;
		n++;
	}
	if (n <= 1)
		return d;
	for (k = 0; k < nsaid && strcmp(said[k], g->pv_id[i]); k++)
		;
	if (k == nsaid && nsaid < MAX_PVS) {
		char id[LVM_ID_DASHED];

		snprintf(said[nsaid++], sizeof(said[0]), "%s", g->pv_id[i]);
		lvm_id_dashed(id, g->pv_id[i]);
		kmsg(KERR, "lvm: %s: physical volume %s is on %d devices (md "
		     "members? paths of one disk?): its volumes wait", g->name,
		     id, n);
	}
	return 0;
}

/* Make the volumes of group g that can be made now; how many. */
static int make(const struct cmdline *c, struct lvm_vg *g)
{
	static char table[4096];
	dev_t pv_dev[LVM_MAX_PVS], d;
	char uuid[2 * LVM_ID_LEN + 5], name[2 * LVM_NAME_MAX + 2];
	const struct lvm_lv *lv;
	const char *why;
	int i, j, k, made = 0, missing;

	if (g->foreign) {
		if (!g->said++)
			kmsg(KERR, "lvm: volume group %s left out: %s", g->name,
			     g->foreign);
		return 0;
	}
	for (i = 0; i < g->npvs; i++)
		pv_dev[i] = pv_device(g, i);
	for (i = 0; i < g->nlvs; i++) {
		lv = &g->lv[i];
		snprintf(uuid, sizeof(uuid), "LVM-%s%s", g->id, lv->id);
		if (!lv->visible || lv->skip || is_done(uuid + 4) || !wanted(c, g, lv))
			continue;
		missing = 0;
		for (j = lv->first; j < lv->first + lv->nsegs && !lv->unsupported[0]; j++)
			for (k = 0; k < g->seg[j].stripes; k++)
				missing |= !pv_dev[g->seg[j].pv[k]];
		if (missing)
			continue;	/* perhaps later */
		set_done(uuid + 4);
		if (lvm_dm_name(g->name, lv->name, name, sizeof(name)) ||
		    lvm_table(g, lv, pv_dev, table, sizeof(table), &why) < 0 ||
		    dm_create(name, uuid, table, !lv->writable, &d, &why)) {
			if (lv->unsupported[0])
				kmsg(KERR, "lvm: %s/%s left out: its segment type %s is "
				     "not one kinit maps (linear, striped)", g->name,
				     lv->name, lv->unsupported);
			else
				kmsg(KERR, "lvm: %s/%s: %s", g->name, lv->name, why);
			continue;
		}
		links(g, lv, name, d);
		kmsg(KINFO, "lvm: %s/%s is /dev/mapper/%s (dm-%u, %d segment(s)%s)",
		     g->name, lv->name, name, minor(d), lv->nsegs,
		     lv->writable ? "" : ", read-only");
		made++;
	}
	return made;
}

int lvm_activate(const struct cmdline *c)
{
	static int no_dm_said;
	const char *v = cmdline_get(c, "rd.lvm");
	int i, made = 0;

	if ((v && !strcmp(v, "0")) || !scan())
		return 0;
	if (!dm_available()) {
		if (!no_dm_said++)
			kmsg(KERR, "lvm: physical volumes found, but the kernel has "
			     "no device mapper (dm_mod not in the initramfs?)");
		return 0;
	}
	timing_begin("lvm");
	for (i = 0; i < nvg; i++)
		made += make(c, vg[i]);
	timing_end("lvm");
	return made;
}

int lvm_activate_for(const struct cmdline *c, const char *spec)
{
	struct rootspec r;
	const char *why;

	return devname_resolve(spec, &r, &why) ? 0 : lvm_activate(c);
}
