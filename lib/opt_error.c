/* SPDX-License-Identifier: MIT */
/* opt_error: explain a rejected option, then the usage text. */
#include <unistd.h>
#include "utils.h"

void opt_error(int c)
{
	if (c == ':')
		warn_msg("option -%c needs an argument", optopt);
	else if (optopt >= 0x21 && optopt < 0x7f)
		warn_msg("invalid option -%c", optopt);
	else
		warn_msg("invalid option %s", optind > 0 ? "(long)" : "");
	usage(1);
}
