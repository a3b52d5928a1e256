/* execl.h: turning the argument lists of execl, execlp and execle into arrays. */
#ifndef _KLIBC_EXECL_H
#define _KLIBC_EXECL_H

#include <stdarg.h>
#include <stddef.h>

/* How many arguments, arg0 included, come before the NULL. */
static inline size_t __execl_count(const char *arg0, va_list ap)
{
	size_t n = 0;

	if (arg0)
		for (n = 1; va_arg(ap, char *); n++)
			;
	return n;
}

/* Fill argv and return what follows the NULL (execle's environment). */
static inline char **__execl_fill(char **argv, const char *arg0, va_list ap)
{
	size_t n = 0;

	argv[0] = (char *)arg0;
	if (arg0)
		while ((argv[++n] = va_arg(ap, char *)))
			;
	return va_arg(ap, char **);
}

#endif
