/* SPDX-License-Identifier: MIT */
/* mode_arg: the mode a -m option asks for, or `prog: invalid mode' and exit. */
#include <sys/stat.h>
#include "utils.h"

mode_t mode_arg(const char *s, mode_t base)
{
	mode_t mask = umask(0), mode;

	umask(mask);
	if (mode_parse(s, base, mask, &mode))
		die("invalid mode '%s'", s);
	return mode;
}
