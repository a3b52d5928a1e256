/* SPDX-License-Identifier: MIT */
/* minips: a small ps: list processes from /proc. */
#include <ctype.h>
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "utils.h"

static const char usage_text[] =
	"usage: minips [-Aef] [-p pid] [-C command] [-o field,...] [h]\n"
	"  -f full form  -p one process  -C by command  h no header\n"
	"  -o pid,ppid,pgid,sid,uid,tty,stat,time,vsz,rss,comm,args (field=)\n";

enum {
	PID,
	PPID,
	PGID,
	SID,
	UID,
	TTY,
	STAT,
	TIME,
	VSZ,
	RSS,
	COMM,
	ARGS,
	CPU,
	STIME
};

static const struct {
	const char *name, *head;
	int width; /* negative: left-aligned; 0: last, unpadded */
} fields[] = {
	[PID] = { "pid", "PID", 5 },
	[PPID] = { "ppid", "PPID", 5 },
	[PGID] = { "pgid", "PGID", 5 },
	[SID] = { "sid", "SID", 5 },
	[UID] = { "uid", "UID", 5 },
	[TTY] = { "tty", "TTY", -8 },
	[STAT] = { "stat", "S", -1 },
	[TIME] = { "time", "TIME", 8 },
	[VSZ] = { "vsz", "VSZ", 7 },
	[RSS] = { "rss", "RSS", 6 },
	[COMM] = { "comm", "COMMAND", -15 },
	[ARGS] = { "args", "CMD", 0 },
	[CPU] = { "c", "C", 1 },
	[STIME] = { "stime", "STIME", 5 },
};
#define NFIELDS ((int)(sizeof(fields) / sizeof(fields[0])))

struct proc {
	int pid, ppid, pgrp, session, tty;
	unsigned uid;
	char state;
	char comm[64];
	unsigned long long utime, stime, start, vsize;
	long long rss;
};

static long ticks, pagekib;
static unsigned long long boot_time;

static int read_proc(int pid, struct proc *p)
{
	char path[64], buf[1024], *s, *e;
	struct stat st;

	snprintf(path, sizeof(path), "/proc/%d/stat", pid);
	if (read_file(path, buf, sizeof(buf)) <= 0)
		return -1;
	/* The command name is in parentheses and may contain anything. */
	s = strchr(buf, '(');
	e = strrchr(buf, ')');
	if (!s || !e || e < s)
		return -1;
	snprintf(p->comm, sizeof(p->comm), "%.*s", (int)(e - s - 1), s + 1);
	p->pid = pid;
	if (sscanf(e + 2,
		   "%c %d %d %d %d %*d %*u %*u %*u %*u %*u %llu %llu "
		   "%*d %*d %*d %*d %*d %*d %llu %llu %lld",
		   &p->state, &p->ppid, &p->pgrp, &p->session, &p->tty,
		   &p->utime, &p->stime, &p->start, &p->vsize, &p->rss) != 10)
		return -1;
	snprintf(path, sizeof(path), "/proc/%d", pid);
	p->uid = stat(path, &st) == 0 ? st.st_uid : 0;
	return 0;
}

static void tty_name(int tty, char *buf, size_t len)
{
	unsigned maj = major((dev_t)tty), min = minor((dev_t)tty);

	if (!tty)
		snprintf(buf, len, "?");
	else if (maj == 136 || (maj > 136 && maj <= 143))
		snprintf(buf, len, "pts/%u", (maj - 136) * 256 + min);
	else if (maj == 4 && min < 64)
		snprintf(buf, len, "tty%u", min);
	else if (maj == 4)
		snprintf(buf, len, "ttyS%u", min - 64);
	else if (maj == 5 && min == 1)
		snprintf(buf, len, "console");
	else
		snprintf(buf, len, "%u,%u", maj, min);
}

static void cmdline(int pid, const char *comm, char *buf, size_t len)
{
	char path[64];
	int n, i;

	snprintf(path, sizeof(path), "/proc/%d/cmdline", pid);
	n = read_file(path, buf, len);
	if (n <= 0) {
		/* Kernel threads have no command line. */
		snprintf(buf, len, "[%s]", comm);
		return;
	}
	while (n > 0 && buf[n - 1] == '\0')
		n--;
	for (i = 0; i < n; i++)
		if (buf[i] == '\0' || !isprint((unsigned char)buf[i]))
			buf[i] = buf[i] ? '?' : ' ';
	buf[n] = '\0';
}

static void cell(int f, const struct proc *p, char *buf, size_t len)
{
	unsigned long long t;

	switch (f) {
	case PID: snprintf(buf, len, "%d", p->pid); break;
	case PPID: snprintf(buf, len, "%d", p->ppid); break;
	case PGID: snprintf(buf, len, "%d", p->pgrp); break;
	case SID: snprintf(buf, len, "%d", p->session); break;
	case UID: snprintf(buf, len, "%u", p->uid); break;
	case TTY: tty_name(p->tty, buf, len); break;
	case STAT: snprintf(buf, len, "%c", p->state); break;
	case CPU: snprintf(buf, len, "0"); break;
	case TIME:
		t = (p->utime + p->stime) / (unsigned long long)ticks;
		if (t >= 86400)
			snprintf(buf, len, "%llu-%02llu:%02llu:%02llu",
				 t / 86400, t / 3600 % 24, t / 60 % 60, t % 60);
		else
			snprintf(buf, len, "%02llu:%02llu:%02llu", t / 3600,
				 t / 60 % 60, t % 60);
		break;
	case STIME: {
		time_t when = (time_t)(boot_time +
				       p->start / (unsigned long long)ticks);
		struct tm tm;

		gmtime_r(&when, &tm);
		snprintf(buf, len, "%02d:%02d", tm.tm_hour, tm.tm_min);
		break;
	}
	case VSZ: snprintf(buf, len, "%llu", p->vsize / 1024); break;
	case RSS: snprintf(buf, len, "%lld", p->rss * pagekib); break;
	case COMM: snprintf(buf, len, "%s", p->comm); break;
	case ARGS: cmdline(p->pid, p->comm, buf, len); break;
	}
}

static void row(const int *cols, int ncols, const char *const *text)
{
	int i, w;

	for (i = 0; i < ncols; i++) {
		w = fields[cols[i]].width;
		if (i + 1 == ncols && w <= 0)
			printf("%s", text[i]);
		else
			printf("%*s", w, text[i]);
		if (i + 1 < ncols)
			putchar(' ');
	}
	putchar('\n');
}

static int parse_fields(char *list, int *cols, const char **heads, int max)
{
	int n = 0, f, header = 0;
	char *name, *eq;

	while ((name = strsep(&list, ", ")) && n < max) {
		if (!*name)
			continue;
		eq = strchr(name, '=');
		if (eq)
			*eq = '\0';
		for (f = 0; f < NFIELDS; f++)
			if (!strcmp(name, fields[f].name))
				break;
		if (f == NFIELDS && !strcmp(name, "cmd"))
			f = ARGS;
		if (f == NFIELDS && !strcmp(name, "command"))
			f = ARGS;
		if (f == NFIELDS)
			die("unknown field '%s' for -o", name);
		cols[n] = f;
		heads[n] = eq ? eq + 1 : fields[f].head;
		if (*heads[n])
			header = 1;
		n++;
	}
	if (!n)
		die("-o needs at least one field");
	return header ? n : -n;
}

int main(int argc, char **argv)
{
	static const int def[] = { PID, TTY, TIME, ARGS };
	static const int full[] = {
		UID, PID, PPID, CPU, STIME, TTY, TIME, ARGS
	};
	int cols[16], ncols, c, i, want_pid = 0, header = 1, pid;
	const char *heads[16], *name = NULL, *text[16];
	char cells[16][256], buf[256], *o = NULL;
	struct dirent *de;
	struct proc p;
	FILE *f;
	DIR *d;

	prog_init(argc, argv, usage_text);
	/* BSD-style letters without a dash: a, x, e, h. */
	if (argc > 1 && argv[1][0] != '-') {
		for (const char *s = argv[1]; *s; s++) {
			if (*s == 'h')
				header = 0;
			else if (!strchr("axeuwf", *s))
				usage(1);
		}
		argv++;
		argc--;
	}
	ncols = 4;
	memcpy(cols, def, sizeof(def));
	while ((c = getopt(argc, argv, ":Aefp:C:o:h")) != -1) {
		switch (c) {
		case 'A':
		case 'e': break;
		case 'f':
			ncols = 8;
			memcpy(cols, full, sizeof(full));
			break;
		case 'p':
			want_pid = (int)num_arg(optarg, 10, 0x7fffffff, "pid");
			break;
		case 'C': name = optarg; break;
		case 'o': o = optarg; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind < argc)
		usage(1);
	for (i = 0; i < ncols; i++)
		heads[i] = fields[cols[i]].head;
	if (cols[0] == PID && ncols == 4)
		heads[3] = "CMD";
	if (o) {
		ncols = parse_fields(xstrdup(o), cols, heads, 16);
		if (ncols < 0) {
			ncols = -ncols;
			header = 0;
		}
	}
	ticks = sysconf(_SC_CLK_TCK);
	if (ticks <= 0)
		ticks = 100;
	pagekib = sysconf(_SC_PAGESIZE) / 1024;
	/* Start times count from boot, dated in /proc/stat. */
	f = fopen("/proc/stat", "r");
	while (f && fgets(buf, sizeof(buf), f))
		if (sscanf(buf, "btime %llu", &boot_time) == 1)
			break;
	if (f)
		fclose(f);
	d = opendir("/proc");
	if (!d)
		die_errno("/proc");
	if (header)
		row(cols, ncols, heads);
	while ((de = readdir(d))) {
		if (de->d_name[0] < '1' || de->d_name[0] > '9')
			continue;
		pid = atoi(de->d_name);
		if (want_pid && pid != want_pid)
			continue;
		if (read_proc(pid, &p))
			continue;
		if (name && strcmp(name, p.comm))
			continue;
		for (i = 0; i < ncols; i++) {
			cell(cols[i], &p, cells[i], sizeof(cells[i]));
			text[i] = cells[i];
		}
		row(cols, ncols, text);
	}
	closedir(d);
	return 0;
}
