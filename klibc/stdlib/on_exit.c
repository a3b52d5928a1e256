/* SPDX-License-Identifier: MIT */
/* on_exit: register a function to run at exit with the status and an argument. */
#include <stdlib.h>
#include "atexit.h"

struct atexit_fn {
	void (*fn)(int, void *);
	void *arg;
	struct atexit_fn *next;
};

static struct atexit_fn *atexit_list;

int on_exit(void (*fn)(int, void *), void *arg)
{
	struct atexit_fn *a = malloc(sizeof(*a));

	if (!a)
		return -1;
	a->fn = fn;
	a->arg = arg;
	a->next = atexit_list;
	atexit_list = a;
	return 0;
}

/* Functions run in reverse order of registration; one may register more. */
void __atexit_run(int status)
{
	struct atexit_fn *a;

	while ((a = atexit_list)) {
		atexit_list = a->next;
		a->fn(status, a->arg);
		free(a);
	}
}
