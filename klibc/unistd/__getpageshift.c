/* SPDX-License-Identifier: MIT */
/* __getpageshift: log2 of the page size (klibc's). */
#include <unistd.h>

int __getpageshift(void)
{
	return __builtin_ctz(getpagesize());
}
