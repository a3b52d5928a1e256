/* SPDX-License-Identifier: MIT */
/* sys_siglist: the description of each signal, in glibc's wording. */
#include <signal.h>

/* Indexed by number, which differs by architecture. */
const char *const sys_siglist[_NSIG] = {
	[SIGHUP] = "Hangup",
	[SIGINT] = "Interrupt",
	[SIGQUIT] = "Quit",
	[SIGILL] = "Illegal instruction",
	[SIGTRAP] = "Trace/breakpoint trap",
	[SIGABRT] = "Aborted",
	[SIGBUS] = "Bus error",
	[SIGFPE] = "Floating point exception",
	[SIGKILL] = "Killed",
	[SIGUSR1] = "User defined signal 1",
	[SIGSEGV] = "Segmentation fault",
	[SIGUSR2] = "User defined signal 2",
	[SIGPIPE] = "Broken pipe",
	[SIGALRM] = "Alarm clock",
	[SIGTERM] = "Terminated",
	[SIGCHLD] = "Child exited",
	[SIGCONT] = "Continued",
	[SIGSTOP] = "Stopped (signal)",
	[SIGTSTP] = "Stopped",
	[SIGTTIN] = "Stopped (tty input)",
	[SIGTTOU] = "Stopped (tty output)",
	[SIGURG] = "Urgent I/O condition",
	[SIGXCPU] = "CPU time limit exceeded",
	[SIGXFSZ] = "File size limit exceeded",
	[SIGVTALRM] = "Virtual timer expired",
	[SIGPROF] = "Profiling timer expired",
	[SIGWINCH] = "Window changed",
	[SIGIO] = "I/O possible",
	[SIGSYS] = "Bad system call",
#ifdef SIGSTKFLT
	[SIGSTKFLT] = "Stack fault",
#endif
#ifdef SIGEMT
	[SIGEMT] = "EMT trap",
#endif
#ifdef SIGPWR
	[SIGPWR] = "Power failure",
#endif
#if defined(SIGLOST) && (!defined(SIGPWR) || SIGLOST != SIGPWR)
	[SIGLOST] = "Resource lost",
#endif
#if defined(SIGINFO) && (!defined(SIGPWR) || SIGINFO != SIGPWR)
	[SIGINFO] = "Information request",
#endif
};
