/* SPDX-License-Identifier: MIT */
/*
 * table.c: what LVM hands the device mapper for a logical volume: its
 * name (VG-LV, each '-' within doubled) and one table line per segment,
 * `linear' for one stripe and `striped' for several, in 512-byte sectors.
 */
#include <stdio.h>
#include <string.h>
#include <sys/sysmacros.h>
#include "lvm.h"

int lvm_dm_name(const char *vg, const char *lv, char *out, size_t size)
{
	const char *parts[2] = { vg, lv }, *p;
	size_t n = 0;
	int i;

	for (i = 0; i < 2; i++) {
		if (i) {
			if (n + 1 >= size)
				return -1;
			out[n++] = '-';
		}
		for (p = parts[i]; *p; p++) {
			if (n + 2 >= size)
				return -1;
			if (*p == '-')
				out[n++] = '-';
			out[n++] = *p;
		}
	}
	out[n] = '\0';
	return 0;
}

int lvm_table(const struct lvm_vg *vg, const struct lvm_lv *lv,
	      const dev_t *pv_dev, char *out, size_t size, const char **why)
{
	const struct lvm_seg *g;
	uint64_t es = vg->extent_size;
	size_t n = 0;
	int i, k, w;

	if (lv->unsupported[0]) {
		*why = "a segment type kinit cannot map (it maps linear and "
		       "striped ones)";
		return -1;
	}
	for (i = 0; i < lv->nsegs; i++) {
		g = &vg->seg[lv->first + i];
		w = snprintf(out + n, size - n, "%llu %llu %s",
			     (unsigned long long)(g->start * es),
			     (unsigned long long)(g->count * es),
			     g->stripes > 1 ? "striped" : "linear");
		if (w > 0 && (size_t)w < size - n && g->stripes > 1)
			w += snprintf(out + n + w, size - n - w, " %d %u",
				      g->stripes, g->stripe_size);
		for (k = 0; k < g->stripes && w > 0 && (size_t)w < size - n; k++) {
			dev_t d = pv_dev[g->pv[k]];

			if (!d) {
				*why = "a physical volume it lies on is missing";
				return -1;
			}
			w += snprintf(out + n + w, size - n - w, " %u:%u %llu",
				      major(d), minor(d), (unsigned long long)
				      (vg->pe_start[g->pv[k]] + g->pe[k] * es));
		}
		if (w > 0 && (size_t)w < size - n)
			w += snprintf(out + n + w, size - n - w, "\n");
		if (w <= 0 || (size_t)w >= size - n) {
			*why = "its table is too long for kinit";
			return -1;
		}
		n += (size_t)w;
	}
	if (!lv->nsegs) {
		*why = "it has no segments";
		return -1;
	}
	return lv->nsegs;
}
