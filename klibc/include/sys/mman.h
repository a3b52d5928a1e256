/* SPDX-License-Identifier: MIT */
/* sys/mman.h: memory mappings; the kernel's constants. */
#ifndef _SYS_MMAN_H
#define _SYS_MMAN_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <linux/mman.h>

#define MAP_FAILED	((void *)-1)
#ifndef MAP_ANON
# define MAP_ANON	MAP_ANONYMOUS
#endif

__extern void *mmap(void *, size_t, int, int, int, off_t);
__extern int munmap(void *, size_t);
__extern int mprotect(void *, size_t, int);
__extern void *mremap(void *, size_t, size_t, int, void *);
__extern int msync(void *, size_t, int);
__extern int madvise(void *, size_t, int);
__extern int mlock(const void *, size_t);
__extern int munlock(const void *, size_t);
__extern int mlockall(int);
__extern int munlockall(void);
__extern int shm_open(const char *, int, mode_t);
__extern int shm_unlink(const char *);
__extern int memfd_create(const char *, unsigned int);

#endif
