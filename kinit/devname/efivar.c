/* SPDX-License-Identifier: MIT */
/*
 * efivar.c: the partition the boot loader was read from, which a loader
 * of the Boot Loader Interface (systemd-boot) leaves in the EFI variable
 * LoaderDevicePartUUID: root=gpt-auto looks on that partition's disk.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/mount.h>
#include "kinit.h"

#define EFIVARS		"/sys/firmware/efi/efivars"
#define LOADER_PARTUUID	"LoaderDevicePartUUID-4a67b082-0a4c-41cf-b6c7-440b29bb8c4f"

int efi_loader_partuuid(const char *efivars, char out[37])
{
	unsigned char buf[4 + 2 * 37];
	char path[160];
	ssize_t n;
	int fd, i;

	out[0] = '\0';
	snprintf(path, sizeof(path), "%s/" LOADER_PARTUUID, efivars);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		return 0;
	n = read(fd, buf, sizeof(buf));
	close(fd);
	/* The variable's attributes (4 bytes), then the UUID in UTF-16LE. */
	if (n < 4 + 2 * 36)
		return 0;
	for (i = 0; i < 36; i++) {
		unsigned int c = buf[4 + 2 * i] | buf[5 + 2 * i] << 8;

		int dash = i == 8 || i == 13 || i == 18 || i == 23;

		if (c > 127 || (dash ? c != '-' : !isxdigit(c)))
			return 0;
		out[i] = (char)tolower(c);
	}
	out[36] = '\0';
	return 1;
}

const char *gpt_loader_partuuid(void)
{
	static char id[37];
	static int asked;
	int mounted = 0;

	if (asked)
		return id;
	asked = 1;
	if (access("/sys/firmware/efi", F_OK))
		return id;	/* not booted by EFI */
	/* efivarfs only for the read, so that init finds /sys as it was. */
	if (access(EFIVARS "/" LOADER_PARTUUID, F_OK) && errno == ENOENT &&
	    !mount("efivarfs", EFIVARS, "efivarfs",
		   MS_RDONLY | MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL))
		mounted = 1;
	if (efi_loader_partuuid(EFIVARS, id))
		kmsg(KINFO, "the boot loader was read from the partition "
		     "PARTUUID=%s (EFI variable LoaderDevicePartUUID)", id);
	if (mounted)
		umount(EFIVARS);
	return id;
}
