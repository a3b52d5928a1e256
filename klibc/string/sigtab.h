/* SPDX-License-Identifier: MIT */
/*
 * sigtab.h: each signal's name and description, one SIG(number, name,
 * description) line each, for sys_siglist.c and sys_sigabbrev.c to make
 * their tables from (numbers differ by architecture; the #ifs leave out
 * what an architecture lacks or names twice).
 */
SIG(SIGHUP, "HUP", "Hangup")
SIG(SIGINT, "INT", "Interrupt")
SIG(SIGQUIT, "QUIT", "Quit")
SIG(SIGILL, "ILL", "Illegal instruction")
SIG(SIGTRAP, "TRAP", "Trace/breakpoint trap")
SIG(SIGABRT, "ABRT", "Aborted")
SIG(SIGBUS, "BUS", "Bus error")
SIG(SIGFPE, "FPE", "Floating point exception")
SIG(SIGKILL, "KILL", "Killed")
SIG(SIGUSR1, "USR1", "User defined signal 1")
SIG(SIGSEGV, "SEGV", "Segmentation fault")
SIG(SIGUSR2, "USR2", "User defined signal 2")
SIG(SIGPIPE, "PIPE", "Broken pipe")
SIG(SIGALRM, "ALRM", "Alarm clock")
SIG(SIGTERM, "TERM", "Terminated")
SIG(SIGCHLD, "CHLD", "Child exited")
SIG(SIGCONT, "CONT", "Continued")
SIG(SIGSTOP, "STOP", "Stopped (signal)")
SIG(SIGTSTP, "TSTP", "Stopped")
SIG(SIGTTIN, "TTIN", "Stopped (tty input)")
SIG(SIGTTOU, "TTOU", "Stopped (tty output)")
SIG(SIGURG, "URG", "Urgent I/O condition")
SIG(SIGXCPU, "XCPU", "CPU time limit exceeded")
SIG(SIGXFSZ, "XFSZ", "File size limit exceeded")
SIG(SIGVTALRM, "VTALRM", "Virtual timer expired")
SIG(SIGPROF, "PROF", "Profiling timer expired")
SIG(SIGWINCH, "WINCH", "Window changed")
SIG(SIGIO, "IO", "I/O possible")
SIG(SIGSYS, "SYS", "Bad system call")
#ifdef SIGSTKFLT
SIG(SIGSTKFLT, "STKFLT", "Stack fault")
#endif
#ifdef SIGEMT
SIG(SIGEMT, "EMT", "EMT trap")
#endif
#ifdef SIGPWR
SIG(SIGPWR, "PWR", "Power failure")
#endif
#if defined(SIGLOST) && (!defined(SIGPWR) || SIGLOST != SIGPWR)
SIG(SIGLOST, "LOST", "Resource lost")
#endif
#if defined(SIGINFO) && (!defined(SIGPWR) || SIGINFO != SIGPWR)
SIG(SIGINFO, "INFO", "Information request")
#endif
