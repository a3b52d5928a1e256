/* getpagesize: the page size the kernel reported at start-up. */
#include <unistd.h>
#include <linux/auxvec.h>
#include "init.h"

int getpagesize(void)
{
	unsigned long *a;

	for (a = __auxv; a && a[0] != AT_NULL; a += 2)
		if (a[0] == AT_PAGESZ)
			return (int)a[1];
	return _KLIBC_PAGE_SIZE;
}
