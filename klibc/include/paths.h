/* SPDX-License-Identifier: MIT */
/* paths.h: well-known paths. */
#ifndef _PATHS_H
#define _PATHS_H

#define _PATH_BSHELL	"/bin/sh"
#define _PATH_CONSOLE	"/dev/console"
#define _PATH_DEFPATH	"/usr/local/bin:/usr/bin:/bin:/usr/local/sbin:/usr/sbin:/sbin"
#define _PATH_DEVNULL	"/dev/null"
#define _PATH_KLOG	"/proc/kmsg"
#define _PATH_KMSG	"/dev/kmsg"
#define _PATH_MOUNTED	"/etc/mtab"
#define _PATH_MNTTAB	"/etc/fstab"
#define _PATH_TTY	"/dev/tty"
#define _PATH_TMP	"/tmp/"
#define _PATH_DEV	"/dev/"

#endif
