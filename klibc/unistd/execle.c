/* execle: run a program, arguments as a list, then the environment. */
#include <unistd.h>
#include <stdarg.h>
#include "execl.h"

int execle(const char *path, const char *arg0, ...)
{
	va_list ap;
	size_t n;
	char **envp;

	va_start(ap, arg0);
	n = __execl_count(arg0, ap);
	va_end(ap);
	{
		char *argv[n + 1];

		va_start(ap, arg0);
		envp = __execl_fill(argv, arg0, ap);
		va_end(ap);
		return execve(path, argv, envp);
	}
}
