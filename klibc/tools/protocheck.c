/* SPDX-License-Identifier: MIT */
/*
 * protocheck.c: compiled with -Werror against every public header and the
 * prototypes klibc/tools/gensyscalls wrote for the stubs, so that a line of
 * SYSCALLS.def which disagrees with a header fails the build.
 */
#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/uio.h>
#include <sys/ioctl.h>
#include <sys/utsname.h>
#include <sys/sysinfo.h>
#include <sys/socket.h>
#include <sys/resource.h>
#include <sys/time.h>
#include <sys/times.h>
#include <sys/vfs.h>
#include <sys/klog.h>
#include <sys/prctl.h>
#include <sys/capability.h>
#include <sys/random.h>
#include <sys/sendfile.h>
#include <sys/module.h>
#include <sys/file.h>
#include <sys/select.h>
#include <unistd.h>
#include <fcntl.h>
#include <signal.h>
#include <poll.h>
#include <dirent.h>
#include <time.h>
#include <sched.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <termios.h>
#include <linux/stat.h>
#include <sys/fsuid.h>
#include <sys/dirent.h>
#include <sys/inotify.h>
#include <sys/splice.h>
#include <sys/reboot.h>
#include <sys/io.h>

#include "syscalls.h"
