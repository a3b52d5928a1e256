/* SPDX-License-Identifier: MIT */
/* sleep: sleep for whole seconds; returns the seconds left when interrupted. */
#include <unistd.h>
#include <time.h>

unsigned int sleep(unsigned int s)
{
	struct timespec ts = { .tv_sec = s }, rem;

	if (nanosleep(&ts, &rem))
		return (unsigned int)rem.tv_sec + (rem.tv_nsec > 0);
	return 0;
}
