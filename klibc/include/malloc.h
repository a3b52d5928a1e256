/* SPDX-License-Identifier: MIT */
/* malloc.h: the allocator, for programs that look for it here. */
#ifndef _MALLOC_H
#define _MALLOC_H

#include <stdlib.h>

/* klibc's own: size zeroed bytes, as calloc(1, size). */
__extern void *zalloc(size_t) __malloc_like;

#endif
