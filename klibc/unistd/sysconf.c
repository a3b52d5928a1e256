/* SPDX-License-Identifier: MIT */
/* sysconf: run-time system values. */
#include <unistd.h>
#include <limits.h>
#include <errno.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>

#include <sched.h>

/* The CPUs this process may run on (at least one). */
static long cpus(void)
{
	unsigned long mask[1024 / (8 * sizeof(unsigned long))];
	int n, i, count = 0;

	n = sched_getaffinity(0, sizeof(mask), mask);
	if (n <= 0)
		return 1;
	for (i = 0; i < n / (int)sizeof(unsigned long); i++)
		count += __builtin_popcountl(mask[i]);
	return count ? count : 1;
}

long sysconf(int name)
{
	struct rlimit rl;
	struct sysinfo si;

	switch (name) {
	case _SC_CLK_TCK:
		return 100;	/* USER_HZ, fixed in the kernel's ABI */
	case _SC_PAGESIZE:
		return getpagesize();
	case _SC_OPEN_MAX:
		if (getrlimit(RLIMIT_NOFILE, &rl))
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
	case _SC_ARG_MAX:
		return ARG_MAX;
	case _SC_CHILD_MAX:
		if (getrlimit(RLIMIT_NPROC, &rl))
			return -1;
		return rl.rlim_cur == RLIM_INFINITY ? -1 : (long)rl.rlim_cur;
	case _SC_NGROUPS_MAX:
		return NGROUPS_MAX;
	case _SC_HOST_NAME_MAX:
		return HOST_NAME_MAX;
	case _SC_LINE_MAX:
		return LINE_MAX;
	case _SC_PHYS_PAGES:
		if (sysinfo(&si))
			return -1;
		return (long)((unsigned long long)si.totalram * si.mem_unit /
			      getpagesize());
	case _SC_NPROCESSORS_CONF:
	case _SC_NPROCESSORS_ONLN:
		return cpus();
	}
	errno = EINVAL;
	return -1;
}
