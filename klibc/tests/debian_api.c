/* SPDX-License-Identifier: MIT */
/*
 * debian_api.c: a program written against Debian's libklibc-dev builds
 * against ours: every public header of Debian 12's klibc compiles here
 * (debian_headers.h), and every function this library added for that
 * API links.
 */
#include <stdio.h>
#include "debian_headers.h"
/* With Debian's, these may follow the library's (they define the same
 * structures): so may they with ours. */
#include <linux/time.h>
#include <linux/resource.h>
#include <linux/timex.h>
#if defined(__i386__) || defined(__x86_64__)
#include <sys/io.h>
#endif
#include "tap.h"

extern const char *const sys_errlist[];
extern const int sys_nerr;

/* Taking each address makes the link fail for a function we lack. */
static const struct {
	const char *name;
	const void *addr;
} funcs[] = {
#define F(f) { #f, (const void *)(f) }
	F(srand48), F(seed48), F(lrand48), F(nrand48), F(mrand48),
	F(jrand48), F(setmntent), F(getmntent), F(getmntent_r), F(endmntent),
	F(getgrnam), F(getgrgid), F(getpwuid), F(getpwnam),
	F(inotify_init), F(inotify_init1), F(inotify_add_watch),
	F(inotify_rm_watch), F(splice), F(tee), F(brk), F(sbrk), F(__brk),
	F(utime), F(ptsname), F(unlockpt), F(grantpt), F(posix_openpt),
	F(sched_setaffinity), F(sched_getaffinity), F(sched_setscheduler),
	F(execlpe), F(mlockall), F(munlockall), F(kexec_load), F(shm_open),
	F(shm_unlink), F(strntoimax), F(strntoumax), F(futimesat),
	F(sync_file_range), F(strtotimespec), F(strtotimeval), F(_fwrite),
	F(_fread), F(__getpageshift), F(getauxval), F(setfsuid),
	F(setfsgid), F(getdents),
	/* Parenthesized: the names are also macros, as in Debian's. */
	F((fgetc_unlocked)), F((getc_unlocked)), F((getchar_unlocked)),
	F((fgets_unlocked)), F((fputc_unlocked)), F((putc_unlocked)),
	F((putchar_unlocked)), F((fputs_unlocked)), F((fread_unlocked)),
	F((fwrite_unlocked)), F((fflush_unlocked)), F((feof_unlocked)),
	F((ferror_unlocked)), F((clearerr_unlocked)),
	F((fileno_unlocked)),
	/* zlib 1.2 (the gz* functions and the advanced calls, from
	 * deflateCopy on, come from libc.a only) */
	F(compress), F(compress2), F(compressBound), F(uncompress),
	F(deflateParams), F(deflateSetDictionary), F(inflateSetDictionary),
	F(inflateSync), F(zlibCompileFlags), F(crc32_combine),
	F(adler32_combine), F(deflateInit_), F(deflateInit2_),
	F(inflateInit_), F(inflateInit2_), F(gzopen), F(gzdopen),
	F(gzsetparams), F(gzread), F(gzwrite), F(gzprintf), F(gzputs),
	F(gzgets), F(gzputc), F(gzgetc), F(gzungetc), F(gzflush), F(gzseek),
	F(gzrewind), F(gztell), F(gzeof), F(gzdirect), F(gzclose),
	F(gzerror), F(gzclearerr), F(deflateCopy), F(deflatePrime),
	F(deflateSetHeader), F(deflateTune), F(inflateCopy), F(inflatePrime),
	F(inflateGetHeader), F(inflateSyncPoint), F(inflateBackInit_),
	F(inflateBack), F(inflateBackEnd), F(get_crc_table),
#if defined(__i386__) || defined(__x86_64__)
	F(iopl), F(ioperm),
#endif
#undef F
};

int main(void)
{
	struct timeval tv = { 0, 0 };
	size_t i;

	for (i = 0; i < sizeof(funcs) / sizeof(funcs[0]); i++)
		ok(funcs[i].addr != NULL, "%s links", funcs[i].name);
	ok(sys_siglist[SIGINT] && !strcmp(sys_siglist[SIGINT], "Interrupt"),
	   "sys_siglist[SIGINT] is \"%s\"", sys_siglist[SIGINT]);
	ok(sys_sigabbrev[SIGIO] && !strcmp(sys_sigabbrev[SIGIO], "IO") &&
	   sys_sigabbrev[SIGKILL] && !strcmp(sys_sigabbrev[SIGKILL], "KILL"),
	   "sys_sigabbrev[SIGIO] is \"%s\"", sys_sigabbrev[SIGIO]);
	ok(sys_nerr > ENOENT && !strcmp(sys_errlist[ENOENT],
					 "No such file or directory"),
	   "sys_errlist[ENOENT] (sys_nerr %d)", sys_nerr);
	ok(!strcmp(strerror(EIO), sys_errlist[EIO]),
	   "strerror agrees with sys_errlist");
	/* What <sys/select.h> and <time.h> must define. */
	ok(sizeof(tv.tv_sec) == 8, "struct timeval has a 64-bit tv_sec");
	is_int(EX_USAGE, 64, "sysexits.h EX_USAGE");
	is_int(EX_CONFIG, 78, "sysexits.h EX_CONFIG");
	is_int(SCHED_OTHER, 0, "SCHED_OTHER");
	is_int(SPLICE_F_MORE, 4, "SPLICE_F_MORE");
	is_int(SYNC_FILE_RANGE_WAIT_AFTER, 4, "SYNC_FILE_RANGE_WAIT_AFTER");
	is_int(EM_X86_64, 62, "EM_X86_64");
	is_int(sizeof(Elf64_Ehdr), 64, "sizeof(Elf64_Ehdr)");
	is_int(sizeof(Elf32_Ehdr), 52, "sizeof(Elf32_Ehdr)");
	is_int(sizeof(Elf64_Phdr), 56, "sizeof(Elf64_Phdr)");
	is_int(sizeof(Elf32_Phdr), 32, "sizeof(Elf32_Phdr)");
	is_int(sizeof(Elf64_Sym), 24, "sizeof(Elf64_Sym)");
	is_int(sizeof(Elf32_Sym), 16, "sizeof(Elf32_Sym)");
	is_int(getauxval(AT_PAGESZ), getpagesize(), "getauxval(AT_PAGESZ)");
	is_int(1 << __getpageshift(), getpagesize(), "__getpageshift");
	is_int(imaxabs(-5), 5, "imaxabs");
	return done();
}
