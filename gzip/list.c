/* SPDX-License-Identifier: MIT */
/* gzip -l, and the ratios that -l and -v print. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "gzip.h"

/* -l totals */
static int listed;
static uint64_t list_comp, list_uncomp, list_hdr;

/* 100 * num / den as GNU gzip's "%5.1f%%", without floating point */
void put_ratio(FILE *f, int64_t num, uint64_t den)
{
	char buf[32];
	int64_t r = 0;
	uint64_t a;

	if (den && den <= INT64_MAX / 2000 &&
	    (num < 0 ? -num : num) <= INT64_MAX / 2000) {
		r = num * 2000 / (int64_t)den;
		r = (r + (r < 0 ? -1 : 1)) / 2;	/* tenths, rounded */
	} else if (den) {
		r = num / (int64_t)(den / 1000 ? den / 1000 : 1);
	}
	a = (uint64_t)(r < 0 ? -r : r);
	snprintf(buf, sizeof(buf), "%s%llu.%llu", r < 0 ? "-" : "",
		 (unsigned long long)(a / 10), (unsigned long long)(a % 10));
	fprintf(f, "%5s%%", buf);
}

static void print_date(uint32_t t)
{
	static const char mon[12][4] = {
		"Jan", "Feb", "Mar", "Apr", "May", "Jun",
		"Jul", "Aug", "Sep", "Oct", "Nov", "Dec"
	};
	time_t tt = (time_t)t;
	struct tm tm;

	if (gmtime_r(&tt, &tm) && tm.tm_mon >= 0 && tm.tm_mon < 12)
		printf("%s %2d %02d:%02d ", mon[tm.tm_mon], tm.tm_mday,
		       tm.tm_hour, tm.tm_min);
	else
		printf("??? ?? ??:?? ");
}

static void list_line(uint64_t comp, uint64_t uncomp, uint64_t hdr,
		      const char *name, const struct gzhead *h, uint32_t crc)
{
	if (!listed++) {
		if (verbose)
			printf("method  crc     date  time  ");
		printf("%19s %19s  ratio uncompressed_name\n", "compressed",
		       "uncompressed");
	}
	if (verbose && h) {
		printf("defla %08x ", (unsigned)crc);
		print_date(h->mtime);
	} else if (verbose) {
		printf("%*s", 27, "");
	}
	printf("%19llu %19llu ", (unsigned long long)comp,
	       (unsigned long long)uncomp);
	put_ratio(stdout, (int64_t)uncomp - (int64_t)(comp - hdr), uncomp);
	printf(" %s\n", name);
	list_comp += comp;
	list_uncomp += uncomp;
	list_hdr += hdr;
}

/*
 * -l: the header of the first member, and the size and CRC in the last
 * 8 bytes of the file (the last member's, for several: as GNU gzip).
 */
void list_file(struct input *in, const char *iname,
		      const struct stat *st)
{
	unsigned char head[2], t[8];
	struct gzhead h;
	char *shown;
	uint64_t size;
	size_t k = 0, n;
	int m, r;

	r = read_magic(in, head, &m);
	if (r == NOT_GZIP)
		error(in->name, "not in gzip format");
	if (r || read_header(in, &h))
		return;
	if (st && S_ISREG(st->st_mode) && st->st_size >= 18) {
		size = (uint64_t)st->st_size;
		if (pread(in->fd, t, 8, st->st_size - 8) != 8) {
			error(in->name, strerror(errno));
			return;
		}
	} else {
		/* not seekable: keep the last 8 bytes that go by */
		memset(t, 0, sizeof(t));
		while ((r = fill(in)) > 0) {
			n = in->len - in->pos;
			if (n >= 8) {
				memcpy(t, inbuf + in->len - 8, 8);
				k = 8;
			} else {
				size_t keepn = k + n > 8 ? 8 - n : k;

				memmove(t, t + k - keepn, keepn);
				memcpy(t + keepn, inbuf + in->pos, n);
				k = keepn + n;
			}
			in->pos = in->len;
		}
		if (r < 0)
			return;
		if (k < 8) {
			error(in->name, "unexpected end of file");
			return;
		}
		size = in->count;
	}
	/* the name gunzip would give it */
	shown = iname ? output_name(iname, &h) : strdup("stdout");
	if (!shown)
		return;
	list_line(size, t[4] | (uint32_t)t[5] << 8 | (uint32_t)t[6] << 16 |
		  (uint32_t)t[7] << 24, h.size + 8, shown, &h,
		  t[0] | (uint32_t)t[1] << 8 | (uint32_t)t[2] << 16 |
		  (uint32_t)t[3] << 24);
	free(shown);
}

/* the totals line, after more than one file */
void list_totals(void)
{
	if (listed > 1)
		list_line(list_comp, list_uncomp, list_hdr, "(totals)",
			  NULL, 0);
}
