/* SPDX-License-Identifier: MIT */
/* md.h: assembling md RAID arrays before the root is looked for (kinit/md/). */
#ifndef KINIT_MD_H
#define KINIT_MD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

struct cmdline;
struct boot;

#define MD_MAX_DEVS	27	/* what a 0.90 superblock and md= can list */
#define MD_LEVEL_NONE	(-1000)	/* md=N,devs...: the members' superblocks say */

/* What a member's persistent superblock says. */
struct md_sb {
	int major, minor;	/* 0.90, 1.0, 1.1 or 1.2 */
	unsigned char uuid[16];	/* the array's */
	int level;		/* -1 linear, 0, 1, 4, 5, 6, 10 */
	int raid_disks;
	int number;		/* the array's preferred N of /dev/mdN, -1 */
	int role;		/* this member's slot, -1 spare or faulty */
	uint64_t events;
	char name[33];		/* 1.x: "host:name" */
};

/* Where a kind of superblock lies on a device of `sectors' 512-byte sectors. */
enum md_sb_kind { MD_SB_12, MD_SB_11, MD_SB_10, MD_SB_090, MD_SB_KINDS };
uint64_t md_sb_sector(enum md_sb_kind kind, uint64_t sectors);

/*
 * Check a superblock of the given kind read from sector `at' of a device
 * of `sectors' sectors (buf: 4096 bytes from there).  Returns 1 and fills
 * *sb when valid, 0 when there is none, -1 when there is one that cannot
 * be used (*why says why: a bad checksum, a member too small for what its
 * superblock records, ...).
 */
int md_sb_parse(const unsigned char *buf, size_t len, enum md_sb_kind kind,
		uint64_t at, uint64_t sectors, struct md_sb *sb,
		const char **why);

/* Read the device open on fd and look for every kind; as md_sb_parse. */
int md_sb_read(int fd, struct md_sb *sb, const char **why);

/* One md= array. */
struct md_array {
	int number;		/* N of /dev/mdN, or of /dev/md_dN */
	int partitionable;	/* md=dN: the mdp major */
	int level;		/* -1, 0, 1; MD_LEVEL_NONE: superblocks */
	unsigned int chunk;	/* legacy: bytes */
	int ndev;
	char dev[MD_MAX_DEVS][64];
};

/* Parse the value of one md= (the kernel's syntax); -1 with *why on error. */
int md_parse(const char *value, struct md_array *a, const char **why);

/*
 * Assemble an array whose members are given (md=), waiting for them up
 * to wait_ms (-1: for ever).  Returns 0 when it runs, -1 with a message.
 */
int md_assemble(const struct md_array *a, long long wait_ms);

/*
 * Find arrays by their members' superblocks and assemble number N
 * (root=/dev/mdN), waiting up to wait_ms for all its members.
 */
int md_autodetect(int number, int partitionable, long long wait_ms);

/*
 * Assemble every array whose members' superblocks are all there and that
 * does not run yet, and with `degraded' also each redundant one (RAID1,
 * 4, 5, 6, 10) with members missing; for a root named by UUID= or LABEL=
 * on an array, as mdadm does in other initramfs.  An array is tried again
 * only when more of its members came.  Returns how many it started.
 */
int md_activate(int degraded);

/* Whether arrays may be found by their superblocks (no raid=noautodetect). */
int md_autodetect_on(const struct cmdline *c);

/*
 * When spec (a resume= or fstab device) names a device that is not there
 * now, md_activate(0) unless raid=noautodetect: a swap or /usr on md.
 */
int md_activate_for(const struct cmdline *c, const char *spec);

/* The md stage: md=, raid= and a root= of /dev/mdN. */
int md_stage(struct boot *b);

#endif
