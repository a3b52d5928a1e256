/* SPDX-License-Identifier: MIT */
/*
 * bench-hello: the program whose size bench/bench compares across C
 * libraries.  Built as is, it is the classic printf hello; built with
 * -DBENCH_WRITE_ONLY it uses write(2) alone, which shows the fixed cost of
 * a library's start-up code without its stdio.
 */
#ifdef BENCH_WRITE_ONLY
#include <unistd.h>

int main(void)
{
	static const char msg[] = "hello, world 42\n";

	return write(1, msg, sizeof(msg) - 1) == sizeof(msg) - 1 ? 0 : 1;
}
#else
#include <stdio.h>

int main(void)
{
	printf("hello, world %d\n", 42);
	return 0;
}
#endif
