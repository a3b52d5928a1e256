/* SPDX-License-Identifier: MIT */
/* alloca.h: stack allocation. */
#ifndef _ALLOCA_H
#define _ALLOCA_H

#define alloca(size) __builtin_alloca(size)

#endif
