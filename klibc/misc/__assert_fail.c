/* SPDX-License-Identifier: MIT */
/* __assert_fail: report a failed assert() on stderr and abort. */
#include <assert.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>

__noreturn __assert_fail(const char *expr, const char *file, unsigned int line)
{
	char num[12], *p = num + sizeof(num);
	struct iovec v[6];

	*--p = '\0';
	do
		*--p = (char)('0' + line % 10);
	while (line /= 10);
	v[0].iov_base = (void *)file;
	v[0].iov_len = strlen(file);
	v[1].iov_base = (void *)":";
	v[1].iov_len = 1;
	v[2].iov_base = p;
	v[2].iov_len = strlen(p);
	v[3].iov_base = (void *)": assertion failed: ";
	v[3].iov_len = 20;
	v[4].iov_base = (void *)expr;
	v[4].iov_len = strlen(expr);
	v[5].iov_base = (void *)"\n";
	v[5].iov_len = 1;
	writev(2, v, 6);
	abort();
}
