/* SPDX-License-Identifier: MIT */
/* parse_size: a byte count with dd's suffixes (k, M, kB, KiB, b, w, x). */
#include <errno.h>
#include <limits.h>
#include <string.h>
#include "utils.h"

/* Powers of 1024 (K, M, ...) and of 1000 (kB, MB, ...). */
static const char units[] = "KMGTPE";

static int one(const char *s, size_t len, unsigned long long *v)
{
	unsigned long long n = 0, mult = 1, base;
	char num[24];
	size_t i = 0;
	const char *u;
	int power;

	while (i < len && s[i] >= '0' && s[i] <= '9')
		i++;
	if (i == 0 || i >= sizeof(num)) {
		errno = i ? ERANGE : EINVAL;
		return -1;
	}
	memcpy(num, s, i);
	num[i] = '\0';
	if (parse_ull(num, 10, ULLONG_MAX, &n))
		return -1;
	s += i;
	len -= i;
	if (len == 1 && *s == 'c') {
		mult = 1;
	} else if (len == 1 && *s == 'w') {
		mult = 2;
	} else if (len == 1 && *s == 'b') {
		mult = 512;
	} else if (len) {
		u = strchr(units, *s == 'k' ? 'K' : *s);
		if (!u) {
			errno = EINVAL;
			return -1;
		}
		power = (int)(u - units) + 1;
		if (len == 1 || (len == 3 && !memcmp(s + 1, "iB", 2)))
			base = 1024;
		else if (len == 2 && s[1] == 'B')
			base = 1000;
		else {
			errno = EINVAL;
			return -1;
		}
		while (power--)
			mult *= base;
	}
	if (n && mult > ULLONG_MAX / n) {
		errno = ERANGE;
		return -1;
	}
	*v = n * mult;
	return 0;
}

int parse_size(const char *s, unsigned long long *v)
{
	unsigned long long total = 1, f;
	const char *x;
	size_t len;

	/* "2x512" is a product, as in dd. */
	do {
		x = strchr(s, 'x');
		len = x ? (size_t)(x - s) : strlen(s);
		if (one(s, len, &f))
			return -1;
		if (f && total > ULLONG_MAX / f) {
			errno = ERANGE;
			return -1;
		}
		total *= f;
		s = x ? x + 1 : s + len;
	} while (x);
	*v = total;
	return 0;
}
