/* SPDX-License-Identifier: MIT */
/*
 * mmap for s390x: the kernel's mmap is the old one, which takes its six
 * arguments in a block in memory.
 */
#include <sys/mman.h>

extern void *__old_mmap(unsigned long *);

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	unsigned long a[6];

	a[0] = (unsigned long)addr;
	a[1] = len;
	a[2] = prot;
	a[3] = flags;
	a[4] = fd;
	a[5] = off;
	return __old_mmap(a);
}
