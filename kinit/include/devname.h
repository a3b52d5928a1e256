/* SPDX-License-Identifier: MIT */
/* devname.h: finding the root device (devname/): the rootdelay and find-root stages. */
#ifndef KINIT_DEVNAME_H
#define KINIT_DEVNAME_H

#include <stddef.h>
#include <sys/types.h>

struct boot;

/* rootdelay=N: sleep N seconds before anything looks for the root. */
int rootdelay_stage(struct boot *b);
/*
 * Wait for the device root= names (rootwait, rootwait=N or a bounded
 * default), rescanning whenever the kernel announces a device; b->r and
 * b->waited_ms get what was found.  Nothing to find for an NFS root.
 */
int find_root_stage(struct boot *b);
/* How long the root is waited for without rootwait (rootwait=N: N s). */
#define ROOT_WAIT_MS	30000

struct rootspec {
	const char *text;	/* the root= value as given */
	dev_t dev;		/* 0 when not resolved yet */
	char path[64];		/* /dev/<name> of the device when resolved */
	char name[32];		/* its kernel name, e.g. vda2 */
	char fstype[16];	/* its mountable filesystem when the resolving
				   probed it (UUID=, LABEL=), else "" */
	int readonly;		/* root=gpt-auto: its GPT entry says read-only */
};

/*
 * Resolve a root= value against the block devices that exist now:
 * /dev/name, MAJ:MIN, hexadecimal, PARTUUID=[/PARTNROFF=n], PARTLABEL=,
 * UUID= and LABEL=, udev's /dev/disk/by-{uuid,label,partuuid,
 * partlabel}/ links for those four, and gpt-auto.  Returns 1 when found,
 * 0 when not (yet), -1 when the value cannot name a device at all, or
 * gpt-auto finds root partitions on two disks (errors explained in *why).
 */
int devname_resolve(const char *spec, struct rootspec *r, const char **why);
/*
 * root=gpt-auto (devname/gptauto.c), and no root= at all: the root is the
 * partition of this architecture's root type in the Discoverable
 * Partitions Specification.  gpt_root_type() gives that type GUID (lower
 * case; the architecture's name in *arch), or NULL where the
 * specification has none (big-endian MIPS, SPARC).  gpt_auto_pick() gives
 * the index in p of the lowest-numbered partition of the type without
 * the no-auto attribute, or -1.
 */
#define GPT_FLAG_READ_ONLY	(1ULL << 60)
#define GPT_FLAG_NO_AUTO	(1ULL << 63)
struct partinfo;
const char *gpt_root_type(const char **arch);
int gpt_auto_pick(const struct partinfo *p, int n, const char *type);
/*
 * The PARTUUID (lower case) of the partition the boot loader was read
 * from, which a loader of the Boot Loader Interface (systemd-boot) leaves
 * in the EFI variable LoaderDevicePartUUID; gpt-auto then looks only on
 * that partition's disk, as systemd does.  "" when there is none (not
 * booted by EFI, another loader, no efivarfs in the kernel).  Read once
 * (mounting efivarfs for it when needed); efi_loader_partuuid() is the
 * reading of the variable's file in the folder efivars (1 when it holds
 * a UUID).
 */
const char *gpt_loader_partuuid(void);
int efi_loader_partuuid(const char *efivars, char out[37]);
/* The time devname_resolve() spent reading devices (UUID=, LABEL=), in us. */
extern long long devname_probe_us;

/* One block device as the diagnosis lists it. */
struct blockdev {
	char name[32];
	dev_t dev;
	unsigned long long size;	/* bytes */
	int partition;			/* partition number, 0 for a whole disk */
	char disk[32];			/* the whole disk of a partition */
};
/*
 * List the block devices in /sys/dev/block; returns how many (<= max).
 * Their sizes only when `sizes' (one more sysfs read per device: the
 * search for the root, on the boot's path, asks the device instead).
 */
int blockdev_list(struct blockdev *v, int max, int sizes);
/*
 * Open the device read-only as /dev/<name> (path gets the name), making
 * the node when it is missing; the descriptor, or -1.
 */
int blockdev_open(const struct blockdev *b, char *path, size_t size);
/* Whether another device is stacked on this one (an md array, a dm device). */
int blockdev_held(dev_t dev);
/* Print a table of every block device with what the probes find on it. */
void devname_table(void);

/*
 * A wait for a block device (devname/wait.c):
 *	devwait_start(&w, limit);
 *	while (!look()) if (!devwait(&w)) break;	(time is up)
 *	devwait_stop(&w);
 * devwait() sleeps until the kernel announces a device or an interval
 * (5 ms, growing to 250 ms) passes, and returns 1: look again; or 0 when
 * the limit has passed.
 */
struct devwait {
	long long start;	/* now_ms() when the wait began */
	long long limit;	/* how long it may last, ms; < 0: for ever */
	long long slept_us;	/* the time asleep (the kernel's share) */
	int delay;		/* the next sleep's bound, ms */
	int fd;			/* the uevent socket, -1 none, -2 not yet */
};
void devwait_start(struct devwait *w, long long limit_ms);
int devwait(struct devwait *w);
void devwait_stop(struct devwait *w);

/*
 * Under `rootwait' with no number (a wait for ever), the members of a set
 * that can run without some of them (an md array, a btrfs mounted with
 * rootflags=degraded) are waited for LAST_RESORT_MS once one is here, and
 * the set then runs without the others, as the kernel's own md autodetect
 * would at once and as mdadm's last-resort timer does after 30 s: a disk
 * that died must not hang the boot that the redundancy was for.
 * devwait_last_resort() makes a wait for ever end LAST_RESORT_MS from now.
 */
#define LAST_RESORT_MS	30000
void devwait_last_resort(struct devwait *w);
/*
 * The time, in ms, of the waits for devices that find-root and the mounts
 * do not count themselves (an md array's members, the resume device, an
 * old initrd's device, rootdelay=): the kernel's share in kinit's last line.
 */
extern long long device_wait_ms;

#endif
