/* SPDX-License-Identifier: MIT */
/*
 * gptauto.c: root=gpt-auto, which kinit also follows when no root= is
 * given: the root is the partition whose GPT type is this architecture's
 * root type in the Discoverable Partitions Specification (UAPI group), as
 * systemd-gpt-auto-generator finds it.  A partition whose attribute bit
 * 63 (no-auto) is set is passed over; bit 60 (read-only) makes the mount
 * read-only.
 */
#include <string.h>
#include <strings.h>
#include "kinit.h"
#include "fsprobe.h"

/* The specification's root partition types of kinit's architectures. */
#if defined(__x86_64__)
#define ROOT_TYPE "4f68bce3-e8cd-4db1-96e7-fbcaf984b709"
#define ROOT_ARCH "x86-64"
#elif defined(__i386__)
#define ROOT_TYPE "44479540-f297-41b2-9af7-d131d5f0458a"
#define ROOT_ARCH "x86"
#elif defined(__aarch64__)
#define ROOT_TYPE "b921b045-1df0-41c3-af44-4c6f280d3fae"
#define ROOT_ARCH "64-bit ARM"
#elif defined(__arm__)
#define ROOT_TYPE "69dad710-2ce4-4e3c-b16c-21a1d49abed3"
#define ROOT_ARCH "32-bit ARM"
#elif defined(__mips__) && defined(__MIPSEL__) && defined(__mips64)
#define ROOT_TYPE "700bda43-7a34-4507-b179-eeb93d7a7ca3"
#define ROOT_ARCH "64-bit MIPS little-endian"
#elif defined(__mips__) && defined(__MIPSEL__)
#define ROOT_TYPE "37c58c8a-d913-4156-a25f-48b1b64e07f0"
#define ROOT_ARCH "32-bit MIPS little-endian"
#elif defined(__powerpc64__) && defined(__LITTLE_ENDIAN__)
#define ROOT_TYPE "c31c45e6-3f39-412e-80fb-4809c4980599"
#define ROOT_ARCH "64-bit PowerPC little-endian"
#elif defined(__powerpc64__)
#define ROOT_TYPE "912ade1d-a839-4913-8964-a10eee08fbd2"
#define ROOT_ARCH "64-bit PowerPC big-endian"
#elif defined(__riscv) && __riscv_xlen == 64
#define ROOT_TYPE "72ec70a6-cf74-40e6-bd49-4bda08e8f224"
#define ROOT_ARCH "64-bit RISC-V"
#elif defined(__s390x__)
#define ROOT_TYPE "5eead9a9-fe09-4a1e-a1d7-520d00531306"
#define ROOT_ARCH "s390x"
#else
/* Big-endian MIPS and SPARC have none: root= must name the root there. */
#define ROOT_TYPE NULL
#define ROOT_ARCH NULL
#endif

const char *gpt_root_type(const char **arch)
{
	if (arch)
		*arch = ROOT_ARCH;
	return ROOT_TYPE;
}

int gpt_auto_pick(const struct partinfo *p, int n, const char *type)
{
	int i, best = -1;

	for (i = 0; type && i < n; i++)
		if (!strcasecmp(p[i].type, type) && !(p[i].attrs & GPT_FLAG_NO_AUTO) &&
		    (best < 0 || p[i].num < p[best].num))
			best = i;
	return best;
}
