/* SPDX-License-Identifier: MIT */
/*
 * blkioctl: <sys/mount.h>'s block device requests decode, with the
 * kernel's own <asm/ioctl.h> of this architecture, to what the kernel's
 * block layer expects: type 0x12, its number, its direction and, for
 * BLKGETSIZE64, the size of a size_t.  Before they were written with the
 * kernel's macros they were x86_64's numbers everywhere, which mips,
 * powerpc and sparc (other direction bits) and every 32-bit architecture
 * (BLKGETSIZE64's size) do not accept.
 */
#include <stddef.h>
#include <sys/ioctl.h>
#include <sys/mount.h>
#include "tap.h"

static void req(unsigned long r, const char *name, unsigned nr,
		unsigned dir, unsigned size)
{
	char what[64];

	snprintf(what, sizeof(what), "%s: type 0x12", name);
	is_int(_IOC_TYPE(r), 0x12, what);
	snprintf(what, sizeof(what), "%s: number %u", name, nr);
	is_int(_IOC_NR(r), nr, what);
	snprintf(what, sizeof(what), "%s: direction %u", name, dir);
	is_int(_IOC_DIR(r), dir, what);
	snprintf(what, sizeof(what), "%s: size %u", name, size);
	is_int(_IOC_SIZE(r), size, what);
}

int main(void)
{
	req(BLKROSET, "BLKROSET", 93, _IOC_NONE, 0);
	req(BLKROGET, "BLKROGET", 94, _IOC_NONE, 0);
	req(BLKRRPART, "BLKRRPART", 95, _IOC_NONE, 0);
	req(BLKGETSIZE, "BLKGETSIZE", 96, _IOC_NONE, 0);
	req(BLKFLSBUF, "BLKFLSBUF", 97, _IOC_NONE, 0);
	req(BLKSSZGET, "BLKSSZGET", 104, _IOC_NONE, 0);
	req(BLKGETSIZE64, "BLKGETSIZE64", 114, _IOC_READ, (unsigned)sizeof(size_t));
	return done();
}
