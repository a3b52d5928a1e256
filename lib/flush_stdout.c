/* SPDX-License-Identifier: MIT */
/* flush_stdout: at exit, make sure what went to stdout was written. */
#include <errno.h>
#include <stdio.h>
#include <unistd.h>
#include "utils.h"

void flush_stdout(void)
{
	int failed;

	errno = 0;
	failed = fflush(stdout) != 0;
	/* An earlier failed write may have left only the error flag behind. */
	if (!failed && !ferror(stdout))
		return;
	if (errno)
		warn_errno("write error");
	else
		warn_msg("write error");
	_exit(1);
}
