/* SPDX-License-Identifier: MIT */
/* errno: the error of the last failed call (the library is single-threaded). */
#include <errno.h>

int errno;
