/* SPDX-License-Identifier: MIT */
/*
 * parse.c: the value of an md= parameter, in the kernel's syntax
 * (Documentation/admin-guide/md.rst): md=N,devs... or the legacy
 * md=N,level,factor,fault,devs..., N or dN.  Apart from the assembly in
 * md.c so that it can be fuzzed without it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "md.h"

/* Read an integer followed by a comma, as the kernel's get_option(). */
static int int_comma(const char **s, int *v)
{
	const char *p = *s;
	long n;
	char *end;

	if (!(*p == '-' || (*p >= '0' && *p <= '9')))
		return 0;
	n = strtol(p, &end, 10);
	if (end == p || *end != ',' || n < -1000000 || n > 1000000)
		return 0;
	*v = (int)n;
	*s = end + 1;
	return 1;
}

int md_parse(const char *value, struct md_array *a, const char **why)
{
	const char *p = value, *e;
	int level, factor, fault;
	char *end;
	long n;
	size_t l;

	memset(a, 0, sizeof(*a));
	a->level = MD_LEVEL_NONE;
	if (*p == 'd') {
		a->partitionable = 1;
		p++;
	}
	if (*p < '0' || *p > '9') {
		*why = "does not start with the array's number (md=N,... or md=dN,...)";
		return -1;
	}
	n = strtol(p, &end, 10);
	if (*end != ',' || n > 255) {
		*why = "the array's number must be 0-255 and followed by devices";
		return -1;
	}
	a->number = (int)n;
	p = end + 1;
	if (int_comma(&p, &level)) {
		/* level,chunk factor,fault level: legacy, no superblock */
		if (level != -1 && level != 0 && level != 1) {
			*why = "only levels -1 (linear), 0 and 1 can run without "
				"superblocks (use mdadm for others)";
			return -1;
		}
		if (!int_comma(&p, &factor) || !int_comma(&p, &fault)) {
			*why = "a level needs a chunk size factor and a fault level";
			return -1;
		}
		/* chunk = 4 KiB << factor; md wants at most 1 GiB */
		if (factor < 0 || factor > 18) {
			*why = "the chunk size factor must be 0-18 (4 KiB << factor)";
			return -1;
		}
		a->level = level;
		a->chunk = 4096U << factor;
	}
	while (*p) {
		e = strchr(p, ',');
		l = e ? (size_t)(e - p) : strlen(p);
		if (!l) {
			*why = "an empty device name";
			return -1;
		}
		if (a->ndev == MD_MAX_DEVS) {
			*why = "more than 27 devices";
			return -1;
		}
		/* "sda1" means /dev/sda1, as in the kernel */
		if (l + 6 > sizeof(a->dev[0])) {
			*why = "a device name too long";
			return -1;
		}
		if (memchr(p, '=', l) || memchr(p, '/', l) ||
		    (p[0] >= '0' && p[0] <= '9'))
			snprintf(a->dev[a->ndev], sizeof(a->dev[0]), "%.*s",
				 (int)l, p);
		else
			snprintf(a->dev[a->ndev], sizeof(a->dev[0]), "/dev/%.*s",
				 (int)l, p);
		a->ndev++;
		p += l;
		if (*p)
			p++;
	}
	if (!a->ndev) {
		*why = "no devices";
		return -1;
	}
	return 0;
}
