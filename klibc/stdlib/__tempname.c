/* SPDX-License-Identifier: MIT */
/* __tempname: make a file or folder of a unique name from a template. */
#include <stdlib.h>
#include <string.h>
#include <stdint.h>
#include <errno.h>
#include <time.h>
#include <unistd.h>
#include <sys/random.h>
#include "__tempname.h"

#define SUFFIX	6
/* Many more than needed: 62^6 names, each try a new random one. */
#define TRIES	1000

static const char letters[] =
	"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

/*
 * Random bits for one name.  getrandom() can fail (too old a kernel, or
 * seccomp); then a hash of the time, the process and a counter is still
 * different on each try, which is all a retry loop needs.
 */
static uint64_t name_bits(void)
{
	static uint64_t counter;
	struct timespec ts;
	uint64_t x;

	if (getrandom(&x, sizeof(x), GRND_NONBLOCK) == sizeof(x))
		return x;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	x = (uint64_t)ts.tv_sec * 1000000007u + (uint64_t)ts.tv_nsec;
	x ^= (uint64_t)getpid() << 32;
	x += ++counter * 0x9e3779b97f4a7c15ULL;
	x ^= x >> 31;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 29;
	return x;
}

int __tempname(char *template, int (*make)(const char *))
{
	size_t len = strlen(template);
	char *x;
	uint64_t bits;
	uint32_t half = 0;
	int i, tries, r;

	if (len < SUFFIX || memcmp(template + len - SUFFIX, "XXXXXX", SUFFIX)) {
		errno = EINVAL;
		return -1;
	}
	x = template + len - SUFFIX;
	for (tries = 0; tries < TRIES; tries++) {
		bits = name_bits();
		/* Three letters from each half: 32-bit division only. */
		for (i = 0; i < SUFFIX; i++) {
			if (i == SUFFIX / 2)
				half = (uint32_t)(bits >> 32);
			else if (!i)
				half = (uint32_t)bits;
			x[i] = letters[half % 62];
			half /= 62;
		}
		r = make(template);
		if (r != -1 || errno != EEXIST)
			return r;
	}
	memcpy(x, "XXXXXX", SUFFIX);
	errno = EEXIST;
	return -1;
}
