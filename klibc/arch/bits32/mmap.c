/* SPDX-License-Identifier: MIT */
/* mmap for 32-bit architectures: mmap2 takes the offset in 4096-byte pages. */
#include <sys/mman.h>
#include <errno.h>

extern void *__mmap2(void *, size_t, int, int, int, long);

void *mmap(void *addr, size_t len, int prot, int flags, int fd, off_t off)
{
	if (off & 4095 || off >> 44) {
		errno = EINVAL;
		return MAP_FAILED;
	}
	return __mmap2(addr, len, prot, flags, fd, (long)(off >> 12));
}
