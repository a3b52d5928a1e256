/* SPDX-License-Identifier: MIT */
/* stdlib.h: memory, conversions, environment, sorting and process exit. */
#ifndef _STDLIB_H
#define _STDLIB_H

#include <klibc/compiler.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define EXIT_SUCCESS	0
#define EXIT_FAILURE	1
#define RAND_MAX	0x7fffffff
#define MB_CUR_MAX	1

typedef struct { int quot, rem; } div_t;
typedef struct { long quot, rem; } ldiv_t;
typedef struct { long long quot, rem; } lldiv_t;

__extern __noreturn abort(void);
__extern __noreturn exit(int);
__extern __noreturn _Exit(int);
__extern int atexit(void (*)(void));
__extern int on_exit(void (*)(int, void *), void *);

__extern void *malloc(size_t) __malloc_like;
__extern void *calloc(size_t, size_t) __malloc_like;
__extern void *realloc(void *, size_t);
__extern void *reallocarray(void *, size_t, size_t);
__extern void free(void *);

__extern int abs(int);
__extern long labs(long);
__extern long long llabs(long long);
__extern div_t div(int, int);
__extern ldiv_t ldiv(long, long);
__extern lldiv_t lldiv(long long, long long);

__extern int atoi(const char *);
__extern long atol(const char *);
__extern long long atoll(const char *);
__extern long strtol(const char *, char **, int);
__extern long long strtoll(const char *, char **, int);
__extern unsigned long strtoul(const char *, char **, int);
__extern unsigned long long strtoull(const char *, char **, int);
__extern intmax_t strtoimax(const char *, char **, int);
__extern uintmax_t strtoumax(const char *, char **, int);

__extern char *getenv(const char *);
__extern int setenv(const char *, const char *, int);
__extern int unsetenv(const char *);
__extern int putenv(char *);
__extern int clearenv(void);

__extern void qsort(void *, size_t, size_t,
		    int (*)(const void *, const void *));
__extern void *bsearch(const void *, const void *, size_t, size_t,
		       int (*)(const void *, const void *));

__extern int rand(void);
__extern void srand(unsigned int);
__extern long random(void);
__extern void srandom(unsigned int);
__extern int rand_r(unsigned int *);

/*
 * The 48-bit linear congruential generator of POSIX; the floating-point
 * members (drand48, erand48) are left out, as in klibc.
 */
__extern long lrand48(void);
__extern long nrand48(unsigned short[3]);
__extern long mrand48(void);
__extern long jrand48(unsigned short[3]);
__extern void srand48(long);
__extern unsigned short *seed48(const unsigned short[3]);

/* Pseudo-terminals: devpts grants the slave itself, so grantpt is a no-op. */
__extern int posix_openpt(int);
__extern int grantpt(int);
__extern int unlockpt(int);
__extern char *ptsname(int);

__extern char *realpath(const char *, char *);
__extern int mkstemp(char *);
__extern char *mkdtemp(char *);
__extern int system(const char *);

/* As Debian's klibc has it (programs written for it rely on this). */
#include <malloc.h>
#include <fcntl.h>

#endif
