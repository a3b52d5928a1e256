/* SPDX-License-Identifier: MIT */
/* sys/sysmacros.h: device numbers in the kernel's 64-bit encoding. */
#ifndef _SYS_SYSMACROS_H
#define _SYS_SYSMACROS_H

#include <sys/types.h>

static inline unsigned int major(dev_t d)
{
	return (unsigned int)(((d >> 32) & 0xfffff000) | ((d >> 8) & 0xfff));
}

static inline unsigned int minor(dev_t d)
{
	return (unsigned int)(((d >> 12) & 0xffffff00) | (d & 0xff));
}

static inline dev_t makedev(unsigned int ma, unsigned int mi)
{
	return ((dev_t)(ma & 0xfffff000) << 32) | ((dev_t)(ma & 0xfff) << 8) |
	       ((dev_t)(mi & 0xffffff00) << 12) | (mi & 0xff);
}

#endif
