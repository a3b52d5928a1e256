/* SPDX-License-Identifier: MIT */
/* dm.h: device-mapper devices (kinit/lvm/dm.c), for LVM's volumes. */
#ifndef KINIT_DM_H
#define KINIT_DM_H

#include <sys/types.h>

/* Whether the kernel has the device mapper (dm_mod loaded or built in). */
int dm_available(void);

/*
 * Make the device NAME (UUID) from TABLE, lines "START LENGTH TYPE PARAMS"
 * in 512-byte sectors, and start it; *dev gets its number.  -1 with *why
 * when it cannot (a device it made is removed again).
 */
int dm_create(const char *name, const char *uuid, const char *table,
	      int readonly, dev_t *dev, const char **why);

#endif
