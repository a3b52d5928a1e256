/* execl: run a program, arguments given as a list ending with NULL. */
#include <unistd.h>
#include <stdarg.h>
#include "execl.h"

int execl(const char *path, const char *arg0, ...)
{
	va_list ap;
	size_t n;

	va_start(ap, arg0);
	n = __execl_count(arg0, ap);
	va_end(ap);
	{
		char *argv[n + 1];

		va_start(ap, arg0);
		__execl_fill(argv, arg0, ap);
		va_end(ap);
		return execve(path, argv, environ);
	}
}
