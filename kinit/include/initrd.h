/* SPDX-License-Identifier: MIT */
/* initrd.h: old-style initrd images loaded into a RAM disk (kinit/initrd/). */
#ifndef KINIT_INITRD_H
#define KINIT_INITRD_H

#include <stdint.h>

struct cmdline;
struct boot;

/*
 * Copy a RAM disk image from fd `in' (at its current offset) to `out':
 * gzip-compressed (inflated on the way) or a raw filesystem image (one
 * the probes recognise).  At most `limit' bytes are written.  Returns the
 * bytes written, or -1 with *why set: another compression, no filesystem,
 * truncated or corrupt gzip data, larger than limit, a read or write error.
 */
int64_t initrd_copy(int in, int out, uint64_t limit, const char **why);

/* Before modules load: ramdisk_size= becomes brd.rd_size= (brd is a module). */
void initrd_params(struct cmdline *c);

/*
 * The initrd stage: /initrd.image (unless noinitrd) or, with load_ramdisk=1,
 * the root device at ramdisk_start= is loaded into /dev/ram0.  With
 * root=/dev/ram0 that is the root; otherwise its /linuxrc runs first, and
 * what it writes to /proc/sys/kernel/real-root-dev picks the root, as in
 * the kernel.  b->root becomes the root to look for next (unchanged when
 * nothing changed); failures are reported and the boot goes on without
 * the initrd.
 */
int initrd_stage(struct boot *b);

/*
 * With the new root mounted there: an initrd whose /linuxrc ran moves to
 * its /initrd when that folder exists (as the kernel did), else it is
 * unmounted and its RAM disk freed.
 */
void initrd_carry(const char *newroot);

#endif
