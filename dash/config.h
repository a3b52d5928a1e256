/* SPDX-License-Identifier: MIT */
/* config.h: dash's configuration for klibc, in place of its configure run. */
/*
 * dash's configure probes by compiling and linking test programs, which is
 * fragile with klcc across architectures; the answers are fixed by what
 * the library provides, so they are written here once.  The options are
 * Debian's (debian/rules: --disable-fnmatch --disable-lineno
 * --disable-glob): dash's own pattern matching and globbing, no $LINENO.
 */

#define PACKAGE "dash"
#define PACKAGE_BUGREPORT ""
#define PACKAGE_NAME "dash"
#define PACKAGE_STRING "dash 0.5.12"
#define PACKAGE_TARNAME "dash"
#define PACKAGE_URL ""
#define PACKAGE_VERSION "0.5.12"
#define VERSION "0.5.12"

#define STDC_HEADERS 1
#define HAVE_ALIAS_ATTRIBUTE 1
#define HAVE_ALLOCA_H 1
#define HAVE_INTTYPES_H 1
#define HAVE_PATHS_H 1
#define HAVE_STDINT_H 1
#define HAVE_STDLIB_H 1
#define HAVE_STRINGS_H 1
#define HAVE_STRING_H 1
#define HAVE_SYS_STAT_H 1
#define HAVE_SYS_TYPES_H 1
#define HAVE_UNISTD_H 1

#define HAVE_BSEARCH 1
#define HAVE_DECL_ISBLANK 1
#define HAVE_FACCESSAT 1
#define HAVE_GETPWNAM 1
#define HAVE_GETRLIMIT 1
#define HAVE_ISALPHA 1
#define HAVE_KILLPG 1
#define HAVE_MEMPCPY 1
#define HAVE_STPCPY 1
#define HAVE_STRCHRNUL 1
#define HAVE_STRSIGNAL 1
#define HAVE_STRTOIMAX 1
#define HAVE_STRTOUMAX 1
#define HAVE_ST_MTIM 1
#define HAVE_SYSCONF 1
/*
 * No strtod: the library has no floating point in printf, so printf's
 * %e/%f/%g/%a conversions are left out (dash then reports their argument
 * as invalid) rather than printed wrong.
 */

/* 64-bit file offsets and inodes are the only ones the library has. */
#define dirent64 dirent
#define fstat64 fstat
#define lstat64 lstat
#define open64 open
#define readdir64 readdir
#define stat64 stat
#define glob64 glob
#define glob64_t glob_t
#define globfree64 globfree

#define SIZEOF_INTMAX_T 8
#define SIZEOF_LONG_LONG_INT 8

#define SMALL 1
#define _GNU_SOURCE 1
