/* SPDX-License-Identifier: MIT */
/* __errtext: the texts of the error numbers, packed (see strint.h). */
#include <errno.h>
#include "strint.h"

const struct __errtext __errtext = {
	0,
#define E(n, s) s,
#include "errlist.h"
#undef E
};
