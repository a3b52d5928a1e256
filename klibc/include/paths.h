/* SPDX-License-Identifier: MIT */
/* paths.h: well-known paths. */
#ifndef _PATHS_H
#define _PATHS_H

#define _PATH_BSHELL	"/bin/sh"
#define _PATH_CONSOLE	"/dev/console"
/* the default search path: Debian's klibc and glibc both have this one */
#define _PATH_DEFPATH	"/usr/bin:/bin"
#define _PATH_DEVNULL	"/dev/null"
#define _PATH_KLOG	"/proc/kmsg"
#define _PATH_KMSG	"/dev/kmsg"
#define _PATH_MOUNTED	"/etc/mtab"
#define _PATH_MNTTAB	"/etc/fstab"
#define _PATH_TTY	"/dev/tty"
#define _PATH_TMP	"/tmp/"
#define _PATH_DEV	"/dev/"

#endif
