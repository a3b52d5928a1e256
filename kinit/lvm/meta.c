/* SPDX-License-Identifier: MIT */
/*
 * meta.c: a volume group's text metadata, as LVM2 writes it in a physical
 * volume's metadata area: `name { key = value ... }' sections, values
 * numbers, "strings" or [lists], # comments.  Only what a volume's
 * device-mapper table needs is kept; everything else is read past.
 */
#include <stdio.h>
#include <string.h>
#include <ctype.h>
#include "lvm.h"

#define DEPTH_MAX	8

struct ps {
	const char *p, *e;
	const char *why;
	struct lvm_vg *vg;
	/* the section names from the top: VG, *_volumes, PV or LV, segment */
	const char *name[DEPTH_MAX];
	size_t len[DEPTH_MAX];
	int in_vg;		/* the VG's section was entered */
	struct lvm_lv *lv;	/* the volume being read, if any */
	struct lvm_seg *seg;	/* the segment being read, if any */
};

struct val {
	int str;
	const char *s;
	size_t len;
	uint64_t num;
};

static int is(const char *s, size_t n, const char *word)
{
	return n == strlen(word) && !memcmp(s, word, n);
}

static int fail(struct ps *s, const char *why)
{
	if (!s->why)
		s->why = why;
	return -1;
}

static void skip(struct ps *s)
{
	while (s->p < s->e) {
		if (*s->p == '#')
			while (s->p < s->e && *s->p != '\n')
				s->p++;
		else if (isspace((unsigned char)*s->p))
			s->p++;
		else
			break;
	}
}

static int name_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '+' ||
	       c == '-';
}

/* An id as LVM prints it (six dashes) kept without its dashes. */
static int copy_id(struct ps *s, const struct val *v, char *out)
{
	size_t i, n = 0;

	for (i = 0; i < v->len; i++) {
		if (v->s[i] == '-')
			continue;
		if (n == LVM_ID_LEN || !isalnum((unsigned char)v->s[i]))
			return fail(s, "an id is not LVM's 32 characters");
		out[n++] = v->s[i];
	}
	if (n != LVM_ID_LEN)
		return fail(s, "an id is not LVM's 32 characters");
	out[n] = '\0';
	return 0;
}

static int pv_index(const struct lvm_vg *vg, const struct val *v)
{
	int i;

	for (i = 0; i < vg->npvs; i++)
		if (is(v->s, v->len, vg->pv_name[i]))
			return i;
	return -1;
}

/* Entering section `n' at depth d (0 is the top). */
static int enter(struct ps *s, int d, const char *n, size_t len)
{
	struct lvm_vg *vg = s->vg;
	int i;

	s->name[d] = n;
	s->len[d] = len;
	if (d == 0) {
		if (s->in_vg)
			return fail(s, "more than one volume group in one text");
		s->in_vg = 1;
		if (len >= sizeof(vg->name))
			return fail(s, "the volume group's name is too long");
		memcpy(vg->name, n, len);
		vg->name[len] = '\0';
	} else if (d == 2 && is(s->name[1], s->len[1], "physical_volumes")) {
		if (vg->npvs == LVM_MAX_PVS)
			return fail(s, "more physical volumes than kinit keeps (16)");
		if (len >= sizeof(vg->pv_name[0]))
			return fail(s, "a physical volume's key is too long");
		memcpy(vg->pv_name[vg->npvs], n, len);
		vg->pv_name[vg->npvs][len] = '\0';
		vg->npvs++;
	} else if (d == 2 && is(s->name[1], s->len[1], "logical_volumes")) {
		if (vg->nlvs == LVM_MAX_LVS)
			return fail(s, "more logical volumes than kinit keeps (64)");
		s->lv = &vg->lv[vg->nlvs++];
		memset(s->lv, 0, sizeof(*s->lv));
		if (len >= sizeof(s->lv->name))
			return fail(s, "a logical volume's name is too long");
		memcpy(s->lv->name, n, len);
		s->lv->first = vg->nsegs;
	} else if (d == 3 && s->lv) {
		if (vg->nsegs == LVM_MAX_SEGS)
			return fail(s, "more segments than kinit keeps (128)");
		s->seg = &vg->seg[vg->nsegs++];
		memset(s->seg, 0, sizeof(*s->seg));
		for (i = 0; i < LVM_MAX_STRIPES; i++)
			s->seg->pv[i] = -1;
		s->lv->nsegs++;
	}
	return 0;
}

static void leave(struct ps *s, int d)
{
	if (d == 2)
		s->lv = NULL;
	if (d == 3)
		s->seg = NULL;
}

/* key = value (idx < 0), or element idx of key = [ ... ], at depth d. */
static int item(struct ps *s, int d, const char *k, size_t kl, int idx,
		const struct val *v)
{
	struct lvm_vg *vg = s->vg;
	struct lvm_seg *g = s->seg;

	if (d == 1) {
		if (is(k, kl, "id") && v->str)
			return copy_id(s, v, vg->id);
		if (is(k, kl, "seqno"))
			vg->seqno = v->num;
		else if (is(k, kl, "extent_size"))
			vg->extent_size = v->num;
		/* Another host's, shared or exported: LVM would not activate it. */
		else if (!vg->foreign && v->str && v->len &&
			 (is(k, kl, "system_id") || is(k, kl, "lock_type")))
			vg->foreign = is(k, kl, "lock_type") ?
				"it is shared (lock_type)" : "it belongs to a host "
				"(system_id), which kinit cannot tell is this one";
		else if (is(k, kl, "status") && v->str && is(v->s, v->len, "EXPORTED"))
			vg->foreign = "it is exported (vgexport)";
	} else if (d == 3 && is(s->name[1], s->len[1], "physical_volumes")) {
		if (is(k, kl, "id") && v->str)
			return copy_id(s, v, vg->pv_id[vg->npvs - 1]);
		if (is(k, kl, "pe_start"))
			vg->pe_start[vg->npvs - 1] = v->num;
	} else if (d == 3 && s->lv) {
		if (is(k, kl, "id") && v->str)
			return copy_id(s, v, s->lv->id);
		if ((is(k, kl, "status") || is(k, kl, "flags")) && v->str) {
			if (is(v->s, v->len, "VISIBLE"))
				s->lv->visible = 1;
			else if (is(v->s, v->len, "WRITE"))
				s->lv->writable = 1;
			else if (is(v->s, v->len, "ACTIVATION_SKIP"))
				s->lv->skip = 1;
		}
	} else if (d == 4 && g) {
		if (is(k, kl, "start_extent")) {
			g->start = v->num;
		} else if (is(k, kl, "extent_count")) {
			g->count = v->num;
		} else if (is(k, kl, "stripe_count")) {
			if (v->num < 1 || v->num > LVM_MAX_STRIPES)
				return fail(s, "a segment has more stripes than kinit keeps (8)");
			g->stripes = (int)v->num;
		} else if (is(k, kl, "stripe_size")) {
			g->stripe_size = (uint32_t)v->num;
		} else if (is(k, kl, "type") && v->str &&
			   !is(v->s, v->len, "striped") && !s->lv->unsupported[0]) {
			snprintf(s->lv->unsupported, sizeof(s->lv->unsupported),
				 "%.*s", (int)v->len, v->s);
		} else if (is(k, kl, "stripes") && idx >= 0) {
			if (idx / 2 >= LVM_MAX_STRIPES)
				return fail(s, "a segment has more stripes than kinit keeps (8)");
			if (idx % 2 == 0) {
				if (!v->str || (g->pv[idx / 2] = pv_index(vg, v)) < 0)
					return fail(s, "a segment names a physical volume "
						    "the group does not have");
			} else {
				if (v->str)
					return fail(s, "a stripe's extent is not a number");
				g->pe[idx / 2] = v->num;
			}
		}
	}
	return 0;
}

static int value(struct ps *s, struct val *v)
{
	const char *b;

	memset(v, 0, sizeof(*v));
	if (s->p < s->e && *s->p == '"') {
		v->str = 1;
		b = ++s->p;
		while (s->p < s->e && *s->p != '"')
			s->p += *s->p == '\\' && s->p + 1 < s->e ? 2 : 1;
		if (s->p >= s->e)
			return fail(s, "a string does not end");
		v->s = b;
		v->len = (size_t)(s->p++ - b);
		return 0;
	}
	b = s->p;
	if (s->p < s->e && *s->p == '-')
		s->p++;
	while (s->p < s->e && (isdigit((unsigned char)*s->p) || *s->p == '.')) {
		if (isdigit((unsigned char)*s->p) && v->num <= UINT64_MAX / 10)
			v->num = v->num * 10 + (uint64_t)(*s->p - '0');
		s->p++;
	}
	if (s->p == b)
		return fail(s, "a value is not a number, a string or a list");
	return 0;
}

/* The items of a section at depth d, up to its '}' (the text's end at 0). */
static int section(struct ps *s, int d)
{
	const char *k;
	size_t kl;
	struct val v;
	int idx;

	for (;;) {
		skip(s);
		if (s->p >= s->e)
			return d ? fail(s, "a section does not end") : 0;
		if (*s->p == '}') {
			if (!d)
				return fail(s, "a '}' with no section to end");
			s->p++;
			return 0;
		}
		k = s->p;
		while (s->p < s->e && name_char(*s->p))
			s->p++;
		kl = (size_t)(s->p - k);
		if (!kl)
			return fail(s, "a name was expected");
		skip(s);
		if (s->p < s->e && *s->p == '{') {
			s->p++;
			if (d == DEPTH_MAX - 1)
				return fail(s, "sections nest too deep");
			if (enter(s, d, k, kl) || section(s, d + 1))
				return -1;
			leave(s, d + 1);
			continue;
		}
		if (s->p >= s->e || *s->p != '=')
			return fail(s, "a '=' or a '{' was expected after a name");
		s->p++;
		skip(s);
		if (s->p < s->e && *s->p == '[') {
			s->p++;
			for (idx = 0;; idx++) {
				skip(s);
				if (s->p < s->e && *s->p == ']')
					break;
				if (value(s, &v) || item(s, d, k, kl, idx, &v))
					return -1;
				skip(s);
				if (s->p < s->e && *s->p == ',')
					s->p++;
				else if (s->p >= s->e || *s->p != ']')
					return fail(s, "a list does not end");
			}
			s->p++;
		} else if (value(s, &v) || item(s, d, k, kl, -1, &v)) {
			return -1;
		}
	}
}

int lvm_vg_parse(const char *text, size_t len, struct lvm_vg *vg,
		 const char **why)
{
	struct ps s;
	int i, j, k;

	memset(vg, 0, sizeof(*vg));
	memset(&s, 0, sizeof(s));
	s.p = text;
	/* LVM writes the text with its terminating NUL. */
	s.e = text + strnlen(text, len);
	s.vg = vg;
	if (section(&s, 0) == 0 && !s.in_vg)
		fail(&s, "no volume group in the text");
	if (!s.why && (!vg->id[0] || !vg->extent_size))
		fail(&s, "the volume group has no id or extent size");
	for (i = 0; !s.why && i < vg->npvs; i++)
		if (!vg->pv_id[i][0])
			fail(&s, "a physical volume has no id");
	for (i = 0; !s.why && i < vg->nlvs; i++) {
		struct lvm_lv *lv = &vg->lv[i];

		if (!lv->id[0])
			fail(&s, "a logical volume has no id");
		for (j = lv->first; !s.why && j < lv->first + lv->nsegs; j++) {
			struct lvm_seg *g = &vg->seg[j];

			if (lv->unsupported[0])
				break;
			if (!g->stripes)
				g->stripes = 1;
			if (!g->count || g->count % (uint64_t)g->stripes ||
			    (g->stripes > 1 && !g->stripe_size))
				fail(&s, "a segment's extents do not divide among "
				     "its stripes");
			for (k = 0; k < g->stripes; k++)
				if (g->pv[k] < 0)
					fail(&s, "a segment lacks a stripe");
		}
	}
	*why = s.why;
	return s.why ? -1 : 0;
}
