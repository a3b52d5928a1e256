/* SPDX-License-Identifier: MIT */
/* sbrk: grow or shrink the data segment by inc bytes; the old end. */
#include <unistd.h>
#include <errno.h>
#include <stdint.h>

void *sbrk(ptrdiff_t inc)
{
	uintptr_t old = (uintptr_t)__brk(NULL);

	if (!inc)
		return (void *)old;
	/* The new end must neither wrap around nor fall below zero. */
	if (inc > 0 ? old + inc < old : old < (uintptr_t)0 - inc)
		goto nomem;
	if ((uintptr_t)__brk((void *)(old + inc)) != old + inc)
		goto nomem;
	return (void *)old;
nomem:
	errno = ENOMEM;
	return (void *)-1;
}
