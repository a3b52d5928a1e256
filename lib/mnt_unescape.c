/* SPDX-License-Identifier: MIT */
/* mnt_unescape: undo the \ooo escapes of /proc/mounts, in place. */
#include "utils.h"

char *mnt_unescape(char *s)
{
	char *o = s, *start = s;

	/* The kernel writes space, tab, newline and backslash as \ooo. */
	while (*s) {
		if (s[0] == '\\' && s[1] >= '0' && s[1] <= '3' && s[2] >= '0' &&
		    s[2] <= '7' && s[3] >= '0' && s[3] <= '7') {
			*o++ = (char)((s[1] - '0') * 64 + (s[2] - '0') * 8 +
				      (s[3] - '0'));
			s += 4;
		} else {
			*o++ = *s++;
		}
	}
	*o = '\0';
	return start;
}
