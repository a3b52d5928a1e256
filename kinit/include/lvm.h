/* SPDX-License-Identifier: MIT */
/*
 * lvm.h: LVM2 logical volumes (kinit/lvm/): physical volumes found by their
 * labels, volume groups read from their text metadata, and the logical
 * volumes of linear and striped segments made device-mapper devices, as
 * `vgchange -ay' would, so that a root on one can be found.
 */
#ifndef KINIT_LVM_H
#define KINIT_LVM_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct cmdline;

#define LVM_ID_LEN	32	/* an id without its dashes */
#define LVM_ID_DASHED	(LVM_ID_LEN + 7)	/* with them, and the NUL */
#define LVM_NAME_MAX	128
#define LVM_MAX_PVS	16	/* in one volume group */
#define LVM_MAX_LVS	64
#define LVM_MAX_SEGS	128	/* in all its volumes together */
#define LVM_MAX_STRIPES	8

/* What a physical volume's label and first metadata area hold. */
struct lvm_pv {
	char id[LVM_ID_LEN + 1];
	uint64_t size;		/* bytes, as the label records it */
	char *meta;		/* the metadata text (malloc'd), or NULL */
	size_t meta_len;
};

struct lvm_seg {
	uint64_t start, count;	/* extents of the volume */
	int stripes;		/* 1: linear */
	uint32_t stripe_size;	/* sectors */
	int pv[LVM_MAX_STRIPES];	/* index into lvm_vg.pv_id */
	uint64_t pe[LVM_MAX_STRIPES];	/* first extent on that PV */
};

struct lvm_lv {
	char name[LVM_NAME_MAX];
	char id[LVM_ID_LEN + 1];
	int visible, writable, skip;	/* status VISIBLE, WRITE; ACTIVATION_SKIP */
	char unsupported[24];		/* a segment type kinit cannot map */
	int first, nsegs;		/* in lvm_vg.seg */
};

struct lvm_vg {
	char name[LVM_NAME_MAX];
	char id[LVM_ID_LEN + 1];
	uint64_t seqno;
	const char *foreign;		/* why LVM would not activate it here */
	int said;			/* ... and kinit has said so */
	uint64_t extent_size;		/* sectors */
	int npvs, nlvs, nsegs;
	char pv_name[LVM_MAX_PVS][16];	/* pv0, pv1, ... */
	char pv_id[LVM_MAX_PVS][LVM_ID_LEN + 1];
	uint64_t pe_start[LVM_MAX_PVS];	/* sectors */
	struct lvm_lv lv[LVM_MAX_LVS];
	struct lvm_seg seg[LVM_MAX_SEGS];
};

/* LVM's CRC-32 of len bytes (its own start value, no final inversion). */
uint32_t lvm_crc(const void *buf, size_t len);

/*
 * Read the label of the device open on fd: 1 and *pv when it is an LVM2
 * physical volume (pv->meta: the newest metadata of its first area in
 * use, NULL when it keeps none), 0 when it is none, -1 with *why when its
 * label or metadata is damaged.
 */
int lvm_pv_read(int fd, struct lvm_pv *pv, const char **why);

/* Parse a volume group's text metadata; -1 with *why when it cannot. */
int lvm_vg_parse(const char *text, size_t len, struct lvm_vg *vg,
		 const char **why);

/*
 * The device-mapper name of VG/LV as LVM makes it (a '-' in either is
 * doubled, the two joined by one); -1 when it does not fit in size.
 */
int lvm_dm_name(const char *vg, const char *lv, char *out, size_t size);

/*
 * One device-mapper table line per segment of lv (ending in '\n'), the
 * PVs given as MAJ:MIN: pv_dev[i] for vg->pv_id[i], 0 when missing.
 * Returns the number of lines, or -1 with *why (a PV missing, a type kinit
 * cannot map, no room).
 */
int lvm_table(const struct lvm_vg *vg, const struct lvm_lv *lv,
	      const dev_t *pv_dev, char *out, size_t size, const char **why);

/*
 * Make the logical volumes of every volume group whose physical volumes
 * are all present, unless rd.lvm=0; rd.lvm.vg= and rd.lvm.lv= (dracut's)
 * limit them.  Devices are read once; a call after new devices appeared
 * reads only those.  Returns how many volumes it made.
 */
int lvm_activate(const struct cmdline *c);

/*
 * The same, when spec (a resume= or fstab device) names a device that is
 * not there now: a swap or /usr volume of a root that was not on LVM.
 */
int lvm_activate_for(const struct cmdline *c, const char *spec);

/* The id (LVM_ID_LEN characters, or fewer ended by a NUL) with LVM's dashes. */
void lvm_id_dashed(char out[LVM_ID_DASHED], const char *id);

#endif
