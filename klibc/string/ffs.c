/* SPDX-License-Identifier: MIT */
/* ffs: position of the lowest set bit, counting from 1; 0 for none. */
#include <strings.h>

int ffs(int v)
{
	/* Not __builtin_ffs: without a bit-scan instruction (riscv64's
	 * base ISA) GCC turns that into a call to ffs itself. */
	return v ? __builtin_ctz((unsigned int)v) + 1 : 0;
}
