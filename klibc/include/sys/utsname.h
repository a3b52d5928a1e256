/* SPDX-License-Identifier: MIT */
/* sys/utsname.h: the system's names. */
#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H

#include <klibc/compiler.h>

#define _UTSNAME_LENGTH	65

struct utsname {
	char sysname[_UTSNAME_LENGTH];
	char nodename[_UTSNAME_LENGTH];
	char release[_UTSNAME_LENGTH];
	char version[_UTSNAME_LENGTH];
	char machine[_UTSNAME_LENGTH];
	char domainname[_UTSNAME_LENGTH];
};

__extern int uname(struct utsname *);

/* As Debian's klibc has it (programs written for it rely on this). */
#define SYS_NMLN	65

#endif
