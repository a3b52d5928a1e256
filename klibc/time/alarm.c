/* SPDX-License-Identifier: MIT */
/* alarm: deliver SIGALRM after some seconds; returns the seconds that were left. */
#include <unistd.h>
#include <sys/time.h>

unsigned int alarm(unsigned int s)
{
	struct itimerval nv = { .it_value.tv_sec = s }, ov;

	if (setitimer(ITIMER_REAL, &nv, &ov))
		return 0;
	return (unsigned int)ov.it_value.tv_sec + (ov.it_value.tv_usec > 0);
}
