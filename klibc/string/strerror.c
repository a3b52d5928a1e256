/* SPDX-License-Identifier: MIT */
/* strerror: the message of an error number. */
#include <string.h>
#include "strint.h"

char *strerror(int e)
{
	static char unknown[STRNUM_SIZE];
	const char *text = __strerror_text(e);

	return text ? (char *)text : __strnum(unknown, "Unknown error ", e);
}
