/* SPDX-License-Identifier: MIT */
/* progname: the program's name in its messages (set by prog_init). */
#include "utils.h"

const char *progname = "?";
