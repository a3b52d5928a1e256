/* SPDX-License-Identifier: MIT */
/* __stdio_list: putting streams on the list that exit flushes. */
#include "stream.h"

void __stdio_link(FILE *f)
{
	FILE *p;

	for (p = __stdio_files; p; p = p->next)
		if (p == f)
			return;
	f->next = __stdio_files;
	__stdio_files = f;
}

void __stdio_unlink(FILE *f)
{
	FILE **pp;

	for (pp = &__stdio_files; *pp; pp = &(*pp)->next)
		if (*pp == f) {
			*pp = f->next;
			break;
		}
	f->next = NULL;
}
