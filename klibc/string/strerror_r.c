/* SPDX-License-Identifier: MIT */
/* strerror_r: the message of an error number into a buffer (POSIX). */
#include <errno.h>
#include <string.h>
#include "strint.h"

int strerror_r(int e, char *buf, size_t size)
{
	char unknown[STRNUM_SIZE];
	const char *text = __strerror_text(e);
	size_t len;

	if (!text)
		text = __strnum(unknown, "Unknown error ", e);
	len = strlcpy(buf, text, size);
	/* Like glibc, an unknown number outranks a short buffer. */
	if (text == unknown)
		return EINVAL;
	return len < size ? 0 : ERANGE;
}
