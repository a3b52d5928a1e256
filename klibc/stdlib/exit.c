/* SPDX-License-Identifier: MIT */
/*
 * exit: run the at-exit functions, flush stdio, end the process.  Both hooks
 * are weak so that a program that uses neither does not carry them.
 */
#include <stdlib.h>
#include <unistd.h>
#include "atexit.h"

__noreturn exit(int status)
{
	if (__atexit_run)
		__atexit_run(status);
	if (__stdio_exit)
		__stdio_exit();
	_exit(status);
}
