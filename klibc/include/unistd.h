/* SPDX-License-Identifier: MIT */
/* unistd.h: POSIX system interface. */
#ifndef _UNISTD_H
#define _UNISTD_H

#include <klibc/compiler.h>
#include <stddef.h>
#include <sys/types.h>
#include <sys/select.h>
#include <getopt.h>

__extern char **environ;
__extern __noreturn _exit(int);

__extern pid_t fork(void);
__extern pid_t vfork(void);
__extern pid_t getpid(void);
__extern pid_t getppid(void);
__extern pid_t gettid(void);
__extern pid_t getpgid(pid_t);
__extern int setpgid(pid_t, pid_t);
__extern pid_t getpgrp(void);
__extern int setpgrp(void);
__extern pid_t setsid(void);
__extern pid_t getsid(pid_t);
__extern int execv(const char *, char * const *);
__extern int execvp(const char *, char * const *);
__extern int execve(const char *, char * const *, char * const *);
__extern int execvpe(const char *, char * const *, char * const *);
__extern int execveat(int, const char *, char * const *, char * const *, int);
__extern int execl(const char *, const char *, ...);
__extern int execle(const char *, const char *, ...);
__extern int execlp(const char *, const char *, ...);
/* klibc's: execlp with the environment after the null pointer, as execle. */
__extern int execlpe(const char *, const char *, ...);
__extern int fexecve(int, char * const *, char * const *);

__extern int nice(int);
__extern uid_t getuid(void);
__extern uid_t geteuid(void);
__extern gid_t getgid(void);
__extern gid_t getegid(void);
__extern int setuid(uid_t);
__extern int setgid(gid_t);
__extern int seteuid(uid_t);
__extern int setegid(gid_t);
__extern int setreuid(uid_t, uid_t);
__extern int setregid(gid_t, gid_t);
__extern int setresuid(uid_t, uid_t, uid_t);
__extern int setresgid(gid_t, gid_t, gid_t);
__extern int getgroups(int, gid_t *);
__extern int setgroups(size_t, const gid_t *);

__extern int access(const char *, int);
__extern int faccessat(int, const char *, int, int);
__extern int link(const char *, const char *);
__extern int linkat(int, const char *, int, const char *, int);
__extern int unlink(const char *);
__extern int unlinkat(int, const char *, int);
__extern int chdir(const char *);
__extern int fchdir(int);
__extern int chmod(const char *, mode_t);
__extern int fchmod(int, mode_t);
__extern int mkdir(const char *, mode_t);
__extern int rmdir(const char *);
__extern int pipe(int *);
__extern int pipe2(int *, int);
__extern int chroot(const char *);
__extern int symlink(const char *, const char *);
__extern int symlinkat(const char *, int, const char *);
__extern ssize_t readlink(const char *, char *, size_t);
__extern ssize_t readlinkat(int, const char *, char *, size_t);
__extern int chown(const char *, uid_t, gid_t);
__extern int fchown(int, uid_t, gid_t);
__extern int lchown(const char *, uid_t, gid_t);
__extern int fchownat(int, const char *, uid_t, gid_t, int);
__extern char *getcwd(char *, size_t);
__extern int truncate(const char *, off_t);
__extern int ftruncate(int, off_t);

__extern void sync(void);
__extern int syncfs(int);
__extern int fsync(int);
__extern int fdatasync(int);

#define SYNC_FILE_RANGE_WAIT_BEFORE	1
#define SYNC_FILE_RANGE_WRITE		2
#define SYNC_FILE_RANGE_WAIT_AFTER	4
__extern int sync_file_range(int, off_t, off_t, unsigned int);

__extern ssize_t read(int, void *, size_t);
__extern ssize_t write(int, const void *, size_t);
__extern ssize_t pread(int, void *, size_t, off_t);
__extern ssize_t pwrite(int, const void *, size_t, off_t);
__extern int close(int);
__extern off_t lseek(int, off_t, int);
__extern int dup(int);
__extern int dup2(int, int);
__extern int dup3(int, int, int);
__extern int isatty(int);
__extern int getpagesize(void);
/* klibc's: log2 of the page size. */
__extern int __getpageshift(void);
__extern int brk(void *);
__extern void *sbrk(ptrdiff_t);
/* The system call itself: the new break, or the old one on failure. */
__extern void *__brk(void *);
__extern int setfsuid(uid_t);
__extern int setfsgid(gid_t);
__extern long sysconf(int);
__extern int gethostname(char *, size_t);
__extern int sethostname(const char *, size_t);
__extern int getdomainname(char *, size_t);
__extern int setdomainname(const char *, size_t);
__extern unsigned int sleep(unsigned int);
__extern int usleep(useconds_t);
__extern unsigned int alarm(unsigned int);
__extern int pause(void);
__extern char *ttyname(int);
__extern pid_t tcgetpgrp(int);
__extern int tcsetpgrp(int, pid_t);
__extern int pivot_root(const char *, const char *);
__extern int daemon(int, int);

#define STDIN_FILENO	0
#define STDOUT_FILENO	1
#define STDERR_FILENO	2

#define F_OK	0
#define X_OK	1
#define W_OK	2
#define R_OK	4

#include <klibc/seek.h>

#define _SC_CLK_TCK		2
#define _SC_OPEN_MAX		4
#define _SC_PAGESIZE		30
#define _SC_PAGE_SIZE		_SC_PAGESIZE
#define _SC_NPROCESSORS_CONF	83
#define _SC_NPROCESSORS_ONLN	84
#define _SC_ARG_MAX		0
#define _SC_CHILD_MAX		1
#define _SC_NGROUPS_MAX		3
#define _SC_HOST_NAME_MAX	180
#define _SC_LINE_MAX		43
#define _SC_PHYS_PAGES		85

#define _POSIX_VERSION		200809L
#define _POSIX_VDISABLE		'\0'

/*
 * As Debian's klibc has it (programs written for it rely on this): errno,
 * open() and its kin, ioctl() and mkdirat() come with <unistd.h> too.
 */
#include <sys/sysconf.h>
#include <fcntl.h>
__extern int ioctl(int, int, void *);
__extern int mkdirat(int, const char *, mode_t);

#endif
