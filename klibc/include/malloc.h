/* SPDX-License-Identifier: MIT */
/* malloc.h: the allocator, for programs that look for it here. */
#ifndef _MALLOC_H
#define _MALLOC_H

#include <stdlib.h>

#endif
