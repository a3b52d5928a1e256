/* SPDX-License-Identifier: MIT */
/* sig_number: a signal given as a number or a name (KILL, SIGKILL, RTMIN+1). */
#include <signal.h>
#include <string.h>
#include <strings.h>
#include "sigtab.h"
#include "utils.h"

int sig_number(const char *s)
{
	unsigned long long n;
	int i;

	if (*s >= '0' && *s <= '9')
		return parse_ull(s, 10, SIGRTMAX, &n) ? -1 : (int)n;
	if (!strncasecmp(s, "SIG", 3))
		s += 3;
	for (i = 0; i < sig_table_len; i++)
		if (!strcasecmp(s, sig_table[i].name))
			return sig_table[i].num;
	if (!strncasecmp(s, "RTMIN", 5) || !strncasecmp(s, "RTMAX", 5)) {
		int max = (s[4] | 0x20) == 'x';

		s += 5;
		n = 0;
		if (*s && (*s != (max ? '-' : '+') ||
			   parse_ull(s + 1, 10, SIGRTMAX - SIGRTMIN, &n)))
			return -1;
		return max ? SIGRTMAX - (int)n : SIGRTMIN + (int)n;
	}
	return -1;
}
