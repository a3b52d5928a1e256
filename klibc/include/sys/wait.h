/* SPDX-License-Identifier: MIT */
/* sys/wait.h: waiting for child processes. */
#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <sys/resource.h>
#include <signal.h>

#define WNOHANG		0x00000001
#define WUNTRACED	0x00000002
#define WSTOPPED	WUNTRACED
#define WEXITED		0x00000004
#define WCONTINUED	0x00000008
#define WNOWAIT		0x01000000
#define __WALL		0x40000000
#define __WCLONE	0x80000000

#define WEXITSTATUS(s)	(((s) & 0xff00) >> 8)
#define WTERMSIG(s)	((s) & 0x7f)
#define WSTOPSIG(s)	WEXITSTATUS(s)
#define WIFEXITED(s)	(WTERMSIG(s) == 0)
#define WIFSTOPPED(s)	(((s) & 0xff) == 0x7f)
#define WIFSIGNALED(s)	(!WIFSTOPPED(s) && !WIFEXITED(s) && (s) != 0xffff)
#define WIFCONTINUED(s)	((s) == 0xffff)
#define WCOREDUMP(s)	((s) & 0x80)

typedef enum { P_ALL = 0, P_PID = 1, P_PGID = 2, P_PIDFD = 3 } idtype_t;

__extern pid_t wait(int *);
__extern pid_t waitpid(pid_t, int *, int);
__extern pid_t wait3(int *, int, struct rusage *);
__extern pid_t wait4(pid_t, int *, int, struct rusage *);
__extern int waitid(idtype_t, id_t, siginfo_t *, int, struct rusage *);

#endif
