/* SPDX-License-Identifier: MIT */
/* __auxv: where the kernel's auxiliary vector lies, set at start-up. */
#include "init.h"

unsigned long *__auxv;
