/* SPDX-License-Identifier: MIT */
/* pwd.h: the user database (/etc/passwd). */
#ifndef _PWD_H
#define _PWD_H

#include <klibc/compiler.h>
#include <sys/types.h>

#define _PATH_PASSWD	"/etc/passwd"

struct passwd {
	char *pw_name;
	char *pw_passwd;
	uid_t pw_uid;
	gid_t pw_gid;
	char *pw_gecos;
	char *pw_dir;
	char *pw_shell;
};

__extern struct passwd *getpwnam(const char *);
__extern struct passwd *getpwuid(uid_t);

#endif
