/* SPDX-License-Identifier: MIT */
/* getpagesize: the page size the kernel reported at start-up. */
#include <unistd.h>
#include <sys/auxv.h>

int getpagesize(void)
{
	unsigned long n = getauxval(AT_PAGESZ);

	return n ? (int)n : _KLIBC_PAGE_SIZE;
}
