/* SPDX-License-Identifier: MIT */
/* sigtab.h: the signal name table that sig_name and sig_number share. */
#ifndef UTILS_SIGTAB_H
#define UTILS_SIGTAB_H

struct sig_entry {
	const char *name; /* without "SIG" */
	int num;
};
extern const struct sig_entry sig_table[];
extern const int sig_table_len, sig_table_names;

#endif
