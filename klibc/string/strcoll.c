/* SPDX-License-Identifier: MIT */
/* strcoll: collate two strings; the C locale collates bytes. */
#include <string.h>

int strcoll(const char *a, const char *b)
{
	return strcmp(a, b);
}
