/* SPDX-License-Identifier: MIT */
/* usleep: sleep for microseconds. */
#include <unistd.h>
#include <time.h>

int usleep(useconds_t us)
{
	struct timespec ts = { .tv_sec = us / 1000000,
			       .tv_nsec = (long)(us % 1000000) * 1000 };

	return nanosleep(&ts, NULL);
}
