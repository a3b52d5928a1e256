/* SPDX-License-Identifier: MIT */
/*
 * sys/md.h: the kernel's software RAID (md) interface, with the RAID
 * levels its user-space headers leave out.
 */
#ifndef _SYS_MD_H
#define _SYS_MD_H

#include <sys/types.h>

#define LEVEL_MULTIPATH		(-4)
#define LEVEL_LINEAR		(-1)
#define LEVEL_FAULTY		(-5)

#define MAX_MD_DEVS		256

#include <linux/raid/md_u.h>
#include <linux/raid/md_p.h>

#endif
