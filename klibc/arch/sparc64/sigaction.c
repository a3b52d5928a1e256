/* SPDX-License-Identifier: MIT */
/* sigaction for sparc64: the same as sparc's. */
#include "../sparc/sigaction.c"
