/* SPDX-License-Identifier: MIT */
/*
 * __libc_init: what crt0 calls.  Finds argc, argv, the environment and the
 * auxiliary vector on the initial stack, then runs main.  The shared library
 * is compiled with SHARED: there it is the ELF interpreter, and the kernel
 * tells it where the program's main is through AT_ENTRY.
 */
#include <stdlib.h>
#include <stdint.h>
#include <unistd.h>
#include <linux/auxvec.h>
#include "init.h"

#ifndef SHARED
extern int main(int, char **, char **);
#endif

__noreturn __libc_init(uintptr_t *sp, void (*onexit)(void))
{
	int argc = (int)sp[0];
	char **argv = (char **)(sp + 1);
	char **envp = argv + argc + 1;
	char **p = envp;
	unsigned long *av;
	int (*mainfn)(int, char **, char **);

	(void)onexit;		/* the kernel passes none */
	environ = envp;
	while (*p)
		p++;
	__auxv = av = (unsigned long *)(p + 1);
#ifdef SHARED
	mainfn = 0;
	for (; av[0] != AT_NULL; av += 2)
		if (av[0] == AT_ENTRY)
			mainfn = (int (*)(int, char **, char **))av[1];
#else
	mainfn = main;
#endif
	exit(mainfn(argc, argv, envp));
}
