/*
 * execlpe: run a program found on $PATH, arguments as a list and the
 * environment after its NULL (klibc's).
 */
#include <unistd.h>
#include <stdarg.h>
#include "execl.h"

int execlpe(const char *file, const char *arg0, ...)
{
	va_list ap;
	char **envp;
	size_t n;

	va_start(ap, arg0);
	n = __execl_count(arg0, ap);
	va_end(ap);
	{
		char *argv[n + 1];

		va_start(ap, arg0);
		envp = __execl_fill(argv, arg0, ap);
		va_end(ap);
		return execvpe(file, argv, envp);
	}
}
