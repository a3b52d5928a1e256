/* SPDX-License-Identifier: MIT */
/* sig_table: signal names, in the order `kill -l' lists them. */
#include <signal.h>
#include "sigtab.h"

/* Numbers differ by architecture, so the table is by name; aliases last. */
const struct sig_entry sig_table[] = {
	{ "HUP", SIGHUP },
	{ "INT", SIGINT },
	{ "QUIT", SIGQUIT },
	{ "ILL", SIGILL },
	{ "TRAP", SIGTRAP },
	{ "ABRT", SIGABRT },
	{ "BUS", SIGBUS },
	{ "FPE", SIGFPE },
	{ "KILL", SIGKILL },
	{ "USR1", SIGUSR1 },
	{ "SEGV", SIGSEGV },
	{ "USR2", SIGUSR2 },
	{ "PIPE", SIGPIPE },
	{ "ALRM", SIGALRM },
	{ "TERM", SIGTERM },
#ifdef SIGSTKFLT
	{ "STKFLT", SIGSTKFLT },
#endif
#ifdef SIGEMT
	{ "EMT", SIGEMT },
#endif
	{ "CHLD", SIGCHLD },
	{ "CONT", SIGCONT },
	{ "STOP", SIGSTOP },
	{ "TSTP", SIGTSTP },
	{ "TTIN", SIGTTIN },
	{ "TTOU", SIGTTOU },
	{ "URG", SIGURG },
	{ "XCPU", SIGXCPU },
	{ "XFSZ", SIGXFSZ },
	{ "VTALRM", SIGVTALRM },
	{ "PROF", SIGPROF },
	{ "WINCH", SIGWINCH },
	{ "POLL", SIGIO },
#ifdef SIGPWR
	{ "PWR", SIGPWR },
#endif
	{ "SYS", SIGSYS },
	/* Other names for the same numbers: accepted, never printed. */
	{ "IO", SIGIO },
	{ "IOT", SIGABRT },
	{ "CLD", SIGCHLD },
};
const int sig_table_len = sizeof(sig_table) / sizeof(sig_table[0]);
/* The aliases start here: `kill -l' stops before them. */
const int sig_table_names = sizeof(sig_table) / sizeof(sig_table[0]) - 3;
