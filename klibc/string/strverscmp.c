/* SPDX-License-Identifier: MIT */
/* strverscmp: compare strings, ordering runs of digits as versions. */
#include <ctype.h>
#include <string.h>

/*
 * A run of digits that starts with a non-zero digit is an integer: a
 * longer one is bigger.  A run that starts with '0' is a fraction and is
 * compared byte by byte, except that while it holds only zeros, a string
 * that stops there is bigger than one whose fraction goes on ("0" sorts
 * after "00" and "01").
 */
enum run { RUN_NONE, RUN_INT, RUN_FRAC, RUN_ZEROS };

static size_t digits(const unsigned char *p)
{
	size_t n = 0;

	while (isdigit(p[n]))
		n++;
	return n;
}

int strverscmp(const char *a, const char *b)
{
	const unsigned char *x = (const unsigned char *)a;
	const unsigned char *y = (const unsigned char *)b;
	enum run run = RUN_NONE;
	int dx, dy;
	size_t lx, ly;

	/* Follow the run of digits of the common prefix. */
	for (; *x == *y; x++, y++) {
		if (!*x)
			return 0;
		if (!isdigit(*x))
			run = RUN_NONE;
		else if (run == RUN_NONE)
			run = *x == '0' ? RUN_ZEROS : RUN_INT;
		else if (run == RUN_ZEROS && *x != '0')
			run = RUN_FRAC;
	}
	dx = isdigit(*x);
	dy = isdigit(*y);

	switch (run) {
	case RUN_FRAC:
		break;
	case RUN_ZEROS:
		/* The string whose run of zeros ends first is bigger. */
		if (dx != dy)
			return dx ? -1 : 1;
		break;
	case RUN_INT:
		/* The string whose integer ends first is smaller. */
		if (dx != dy)
			return dx ? 1 : -1;
		/* fall through */
	case RUN_NONE:
		/* Two integers: the longer one is bigger. */
		if (!dx || !dy || (run == RUN_NONE && (*x == '0' || *y == '0')))
			break;
		lx = digits(x);
		ly = digits(y);
		if (lx != ly)
			return lx > ly ? 1 : -1;
		break;
	}
	return *x - *y;
}
