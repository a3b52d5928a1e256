/* SPDX-License-Identifier: MIT */
/* mknod.c: device numbers reach the kernel whole (mknod, mknodat, mkfifo). */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "tap.h"

/* Makes a character device and reads its number back; 1 when it did. */
static int device(const char *name, unsigned int ma, unsigned int mi,
		  const char *what)
{
	struct stat st;

	if (mknod(name, S_IFCHR | 0600, makedev(ma, mi)) < 0) {
		if (errno == EPERM)
			return ok(1, "%s # skip no permission to make devices here", what), 0;
		return ok(0, "%s: mknod: errno %d", what, errno), 0;
	}
	ok(stat(name, &st) == 0 && S_ISCHR(st.st_mode) &&
	   major(st.st_rdev) == ma && minor(st.st_rdev) == mi, "%s", what);
	unlink(name);
	return 1;
}

int main(void)
{
	char name[64];
	struct stat st;
	int dfd;

	snprintf(name, sizeof(name), "tmp-mknod-%d", (int)getpid());
	is_int(mknod(name, S_IFIFO | 0600, 0), 0, "mknod makes a FIFO");
	ok(stat(name, &st) == 0 && S_ISFIFO(st.st_mode) &&
	   (st.st_mode & 07777) == 0600, "... with its mode");
	unlink(name);

	if (device(name, 1, 3, "a device number reads back (1:3)")) {
		device(name, 259, 70000, "a minor past 8 bits (259:70000)");
		device(name, 4095, 524287, "a 12-bit major, a 19-bit minor");
		/*
		 * The kernel's widest, whose encoding sets bit 31.  qemu-user
		 * gives the host the whole register, where 32-bit machines and
		 * riscv64 sign-extend the kernel's 32-bit argument.
		 */
		if (tap_emu())
			ok(1, "the widest device number # skip qemu-user passes it sign-extended");
		else
			device(name, 4095, 1048575, "the widest device number (4095:1048575)");
	} else {
		ok(1, "a minor past 8 bits # skip as above");
		ok(1, "a 12-bit major, a 19-bit minor # skip as above");
		ok(1, "the widest device number # skip as above");
	}

	errno = 0;
	ok(mknod(name, S_IFCHR | 0600, makedev(4096, 0)) == -1 && errno == EINVAL,
	   "a major past the kernel's 12 bits: EINVAL");
	errno = 0;
	ok(mknod(name, S_IFCHR | 0600, makedev(0, 1048576)) == -1 && errno == EINVAL,
	   "a minor past the kernel's 20 bits: EINVAL");

	dfd = open(".", O_RDONLY | O_DIRECTORY);
	ok(dfd >= 0 && mknodat(dfd, name, S_IFIFO | 0640, 0) == 0 &&
	   fstatat(dfd, name, &st, 0) == 0 && S_ISFIFO(st.st_mode) &&
	   (st.st_mode & 07777) == 0640, "mknodat relative to a directory");
	unlinkat(dfd, name, 0);
	close(dfd);
	return done();
}
