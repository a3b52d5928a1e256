/* SPDX-License-Identifier: MIT */
/* newc_name_safe: turn an archive member's name into a safe relative path. */
#include <string.h>
#include "newc.h"

int newc_name_safe(char *name, const char **why)
{
	char *in = name, *out = name, *end;
	size_t n;
	int stripped = 0;

	while (*in == '/') {
		in++;
		stripped = 1;
	}
	while (*in) {
		end = strchr(in, '/');
		n = end ? (size_t)(end - in) : strlen(in);
		if (n == 2 && in[0] == '.' && in[1] == '.') {
			*why = "refusing a name with a '..' component";
			return -1;
		}
		/* "." and empty components add nothing. */
		if (n && !(n == 1 && in[0] == '.')) {
			if (out != name)
				*out++ = '/';
			memmove(out, in, n);
			out += n;
		}
		in += n;
		while (*in == '/')
			in++;
	}
	if (out == name)
		*out++ = '.';
	*out = '\0';
	return stripped;
}
