/* SPDX-License-Identifier: MIT */
/* stdio.h: buffered streams, formatted output and input. */
#ifndef _STDIO_H
#define _STDIO_H

#include <klibc/compiler.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>

/* The layout of a stream is private to the library (klibc/stdio/). */
typedef struct _IO_file FILE;
typedef off_t fpos_t;

#define EOF		(-1)
#define BUFSIZ		16384

#include <klibc/seek.h>

/* The modes of setvbuf(). */
#define _IOFBF		0
#define _IOLBF		1
#define _IONBF		2

#define FOPEN_MAX	16
#define FILENAME_MAX	4096

__extern FILE *stdin;
__extern FILE *stdout;
__extern FILE *stderr;
#define stdin	stdin
#define stdout	stdout
#define stderr	stderr

__extern FILE *fopen(const char *, const char *);
__extern FILE *fdopen(int, const char *);
__extern FILE *freopen(const char *, const char *, FILE *);
__extern int fclose(FILE *);
__extern int fflush(FILE *);
__extern int setvbuf(FILE *, char *, int, size_t);
__extern void setbuf(FILE *, char *);
__extern void setlinebuf(FILE *);

__extern size_t fread(void *, size_t, size_t, FILE *);
__extern size_t fwrite(const void *, size_t, size_t, FILE *);
__extern int fgetc(FILE *);
__extern int getc(FILE *);
__extern int getchar(void);
__extern char *fgets(char *, int, FILE *);
__extern ssize_t getline(char **, size_t *, FILE *);
__extern ssize_t getdelim(char **, size_t *, int, FILE *);
__extern int ungetc(int, FILE *);
__extern int fputc(int, FILE *);
__extern int putc(int, FILE *);
__extern int putchar(int);
__extern int fputs(const char *, FILE *);
__extern int puts(const char *);

/* getc and putc may be macros that evaluate the stream more than once. */
#define getc(f)		fgetc(f)
#define putc(c, f)	fputc((c), (f))

__extern int fseek(FILE *, long, int);
__extern int fseeko(FILE *, off_t, int);
__extern long ftell(FILE *);
__extern off_t ftello(FILE *);
__extern void rewind(FILE *);
__extern int fgetpos(FILE *, fpos_t *);
__extern int fsetpos(FILE *, const fpos_t *);
__extern int feof(FILE *);
__extern int ferror(FILE *);
__extern void clearerr(FILE *);
__extern int fileno(FILE *);

__extern int printf(const char *, ...) __formatfunc(1, 2);
__extern int fprintf(FILE *, const char *, ...) __formatfunc(2, 3);
__extern int dprintf(int, const char *, ...) __formatfunc(2, 3);
__extern int sprintf(char *, const char *, ...) __formatfunc(2, 3);
__extern int snprintf(char *, size_t, const char *, ...) __formatfunc(3, 4);
__extern int asprintf(char **, const char *, ...) __formatfunc(2, 3);
__extern int vprintf(const char *, va_list) __formatfunc(1, 0);
__extern int vfprintf(FILE *, const char *, va_list) __formatfunc(2, 0);
__extern int vdprintf(int, const char *, va_list) __formatfunc(2, 0);
__extern int vsprintf(char *, const char *, va_list) __formatfunc(2, 0);
__extern int vsnprintf(char *, size_t, const char *, va_list)
	__formatfunc(3, 0);
__extern int vasprintf(char **, const char *, va_list) __formatfunc(2, 0);

/*
 * printf with a literal format whose conversions are all bare %d %i %u %x
 * %c %s or %% (at most eight) goes to __printf_lite, which is small, so
 * that such a program does not link the whole formatter.  The test folds
 * away when GCC optimizes; anything else, and every format GCC turns into
 * puts or putchar, goes to printf.  -D__KLIBC_NO_PRINTF_LITE turns it off.
 */
#if defined(__GNUC__) && !defined(__clang__) && !defined(__cplusplus) && \
	defined(__OPTIMIZE__) && !defined(__NO_INLINE__) && \
	!defined(__KLIBC_NO_PRINTF_LITE)
__extern int __printf_lite(const char *, ...) __formatfunc(1, 2);
# define __klibc_lite_conv(p) ((p)[1] == 'd' || (p)[1] == 'i' || \
	(p)[1] == 'u' || (p)[1] == 'x' || (p)[1] == 'c' || \
	(p)[1] == 's' || (p)[1] == '%')
/* The next % after the bare conversion at p; p itself if not bare. */
# define __klibc_lite_next(p) \
	((p) && __klibc_lite_conv(p) ? __builtin_strchr((p) + 2, '%') : (p))
/* The format is the caller's, whose call the compiler checks. */
# pragma GCC diagnostic push
# pragma GCC diagnostic ignored "-Wformat-nonliteral"
__extern __inline__ __attribute__((__gnu_inline__, __always_inline__,
	__format__(__printf__, 1, 2))) int printf(const char *__f, ...)
{
	const char *__p = __builtin_strchr(__f, '%');
	const char *__q = __klibc_lite_next(__p);
	size_t __n = __builtin_strlen(__f);
	int __lite;

	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	__q = __klibc_lite_next(__q);
	/* No % at all: GCC makes puts or putchar of short or \n-ended text. */
	__lite = __p ? !__q && __builtin_strcmp(__f, "%s\n") &&
		__builtin_strcmp(__f, "%c") :
		__n > 1 && __f[__n - 1] != '\n';
	if (__builtin_constant_p(__lite) && __lite)
		return __printf_lite(__f, __builtin_va_arg_pack());
	return __builtin_printf(__f, __builtin_va_arg_pack());
}
# pragma GCC diagnostic pop
# undef __klibc_lite_conv
# undef __klibc_lite_next
#endif

__extern int sscanf(const char *, const char *, ...) __scanfunc(2, 3);
__extern int vsscanf(const char *, const char *, va_list) __scanfunc(2, 0);
__extern int fscanf(FILE *, const char *, ...) __scanfunc(2, 3);
__extern int vfscanf(FILE *, const char *, va_list) __scanfunc(2, 0);
__extern int scanf(const char *, ...) __scanfunc(1, 2);
__extern int vscanf(const char *, va_list) __scanfunc(1, 0);

__extern void perror(const char *);
__extern int remove(const char *);
__extern int rename(const char *, const char *);
__extern int renameat(int, const char *, int, const char *);
__extern int renameat2(int, const char *, int, const char *, unsigned int);

/* The flags of renameat2(). */
#ifndef RENAME_NOREPLACE
# define RENAME_NOREPLACE	(1 << 0)
# define RENAME_EXCHANGE	(1 << 1)
# define RENAME_WHITEOUT	(1 << 2)
#endif

/* klibc's: fread and fwrite of a byte count, without the item size. */
__extern size_t _fread(void *, size_t, FILE *);
__extern size_t _fwrite(const void *, size_t, FILE *);

/*
 * The library has no locks, so the _unlocked functions are the locked
 * ones under a second name; the macros save a call.
 */
__extern int fgetc_unlocked(FILE *);
__extern int getc_unlocked(FILE *);
__extern int getchar_unlocked(void);
__extern char *fgets_unlocked(char *, int, FILE *);
__extern int fputc_unlocked(int, FILE *);
__extern int putc_unlocked(int, FILE *);
__extern int putchar_unlocked(int);
__extern int fputs_unlocked(const char *, FILE *);
__extern size_t fread_unlocked(void *, size_t, size_t, FILE *);
__extern size_t fwrite_unlocked(const void *, size_t, size_t, FILE *);
__extern int fflush_unlocked(FILE *);
__extern int feof_unlocked(FILE *);
__extern int ferror_unlocked(FILE *);
__extern void clearerr_unlocked(FILE *);
__extern int fileno_unlocked(FILE *);

#define fgetc_unlocked(f)		fgetc(f)
#define getc_unlocked(f)		fgetc(f)
#define getchar_unlocked()		getchar()
#define fgets_unlocked(s, n, f)		fgets((s), (n), (f))
#define fputc_unlocked(c, f)		fputc((c), (f))
#define putc_unlocked(c, f)		fputc((c), (f))
#define putchar_unlocked(c)		putchar(c)
#define fputs_unlocked(s, f)		fputs((s), (f))
#define fread_unlocked(p, s, n, f)	fread((p), (s), (n), (f))
#define fwrite_unlocked(p, s, n, f)	fwrite((p), (s), (n), (f))
#define fflush_unlocked(f)		fflush(f)
#define feof_unlocked(f)		feof(f)
#define ferror_unlocked(f)		ferror(f)
#define clearerr_unlocked(f)		clearerr(f)
#define fileno_unlocked(f)		fileno(f)

/* As Debian's klibc has it (programs written for it rely on this). */
#include <unistd.h>

#endif
