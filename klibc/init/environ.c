/* SPDX-License-Identifier: MIT */
/* environ: the environment, set at start-up. */
#include <unistd.h>

char **environ;
