/* SPDX-License-Identifier: MIT */
/* __execl: run a program whose arguments come as a list (see execl.h). */
#include <unistd.h>
#include "execl.h"

int __execl(const char *file, const char *arg0, va_list ap, int how)
{
	char **envp = environ;
	va_list count;
	size_t n = 0;

	va_copy(count, ap);
	if (arg0)
		for (n = 1; va_arg(count, char *); n++)
			;
	va_end(count);
	{
		char *argv[n + 1];

		argv[0] = (char *)arg0;
		for (n = 0; argv[n]; )
			argv[++n] = va_arg(ap, char *);
		if (how & EXECL_ENV)
			envp = va_arg(ap, char **);
		if (how & EXECL_PATH)
			return execvpe(file, argv, envp);
		return execve(file, argv, envp);
	}
}
