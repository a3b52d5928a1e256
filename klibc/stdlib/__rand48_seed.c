/* SPDX-License-Identifier: MIT */
/* __rand48_seed: the state of lrand48 and mrand48; zero until seeded, as glibc's. */
#include "rand48.h"

unsigned short __rand48_seed[3];
