/* SPDX-License-Identifier: MIT */
/* sleep: wait for a time given in seconds, with fractions and units. */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include "utils.h"

static const char usage_text[] =
	"usage: sleep number[.fraction][s|m|h|d]... | inf\n";

/* Seconds are kept below this, so that adding and multiplying stays safe. */
#define MAX_SEC ((unsigned long long)LLONG_MAX / (86400 * 2))

/* One argument as seconds and nanoseconds; -1 when it is not a time. */
static int parse(const char *s, unsigned long long *sec, unsigned long *nsec)
{
	unsigned long long n = 0, mult = 1, ns = 0, carry;
	unsigned long scale = 100000000;
	int digits = 0;

	for (; *s >= '0' && *s <= '9'; s++, digits++) {
		n = n * 10 + (unsigned long long)(*s - '0');
		if (n > MAX_SEC)
			return -1;
	}
	if (*s == '.')
		for (s++; *s >= '0' && *s <= '9'; s++, digits++) {
			/* Digits past nanoseconds cannot be slept anyway. */
			ns += (unsigned long long)(*s - '0') * scale;
			scale /= 10;
		}
	if (!digits)
		return -1;
	switch (*s) {
	case '\0':
	case 's': break;
	case 'm': mult = 60; break;
	case 'h': mult = 3600; break;
	case 'd': mult = 86400; break;
	default: return -1;
	}
	if (*s && s[1])
		return -1;
	/* n < MAX_SEC and mult <= 86400: no overflow. */
	ns *= mult;
	carry = ns / 1000000000;
	*sec = n * mult + carry;
	*nsec = (unsigned long)(ns % 1000000000);
	return *sec > MAX_SEC ? -1 : 0;
}

int main(int argc, char **argv)
{
	unsigned long long total = 0, sec;
	unsigned long ns = 0, n;
	struct timespec ts, left;
	int i, forever = 0;

	prog_init(argc, argv, usage_text);
	i = argc > 1 && !strcmp(argv[1], "--") ? 2 : 1;
	if (i >= argc)
		usage(1);
	for (; i < argc; i++) {
		if (!strcasecmp(argv[i], "inf") ||
		    !strcasecmp(argv[i], "infinity")) {
			forever = 1;
			continue;
		}
		if (parse(argv[i], &sec, &n))
			die("invalid time interval '%s'", argv[i]);
		total += sec;
		ns += n;
		if (ns >= 1000000000) {
			ns -= 1000000000;
			total++;
		}
		if (total > MAX_SEC)
			die("invalid time interval '%s': too long", argv[i]);
	}
	if (forever)
		for (;;)
			pause();
	ts.tv_sec = (time_t)total;
	ts.tv_nsec = (long)ns;
	/* Signals that are caught and return must not cut the wait short. */
	while (nanosleep(&ts, &left) && errno == EINTR)
		ts = left;
	return 0;
}
