/* SPDX-License-Identifier: MIT */
/*
 * md.c: md= parsing, and the superblock reader on member images that
 * autopkgtest/mkmdimage wrote (argument: their folder), so the writer and the
 * reader are checked against each other; the boot cases check both
 * against the kernel.
 */
#include <stdio.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include "kinit.h"
#include "md.h"
#include "../../klibc/tests/tap.h"

static int read_sb(const char *dir, const char *name, struct md_sb *sb,
		   const char **why)
{
	char path[512];
	int fd, res;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	fd = open(path, O_RDONLY);
	if (fd < 0)
		return -2;
	*why = "";
	res = md_sb_read(fd, sb, why);
	close(fd);
	return res;
}

static int little_endian(void)
{
	unsigned int one = 1;

	return *(unsigned char *)&one == 1;
}

int main(int argc, char **argv)
{
	struct md_array a;
	struct md_sb sb;
	const char *why;
	unsigned char buf[4096];

	ok(!md_parse("0,/dev/vda,/dev/vdb", &a, &why) && a.number == 0 &&
	   a.level == MD_LEVEL_NONE && a.ndev == 2 &&
	   !strcmp(a.dev[1], "/dev/vdb"), "md=N,devs: superblocks say the rest");
	ok(!md_parse("3,0,4,0,vda,vdb,vdc", &a, &why) && a.number == 3 &&
	   a.level == 0 && a.chunk == 65536 && a.ndev == 3 &&
	   !strcmp(a.dev[0], "/dev/vda"), "md=N,level,factor,fault,devs: legacy RAID0");
	ok(!md_parse("d1,-1,0,0,/dev/sda1,8:17", &a, &why) && a.partitionable &&
	   a.level == -1 && a.chunk == 4096 && !strcmp(a.dev[1], "8:17"),
	   "md=dN, linear, MAJ:MIN members");
	ok(!md_parse("0,1,0,0,UUID=1234,LABEL=x", &a, &why) && a.level == 1 &&
	   !strcmp(a.dev[0], "UUID=1234"), "RAID1, members by UUID= and LABEL=");
	is_int(md_parse("x,vda", &a, &why), -1, "no number");
	is_int(md_parse("0", &a, &why), -1, "no devices");
	is_int(md_parse("0,", &a, &why), -1, "no devices after the comma");
	is_int(md_parse("0,5,4,0,vda,vdb", &a, &why), -1,
	       "RAID5 without superblocks is refused");
	is_int(md_parse("0,0,40,0,vda,vdb", &a, &why), -1, "a chunk factor too large");
	is_int(md_parse("0,0,4,vda,vdb", &a, &why), -1, "a level without a fault level");
	is_int(md_parse("256,vda", &a, &why), -1, "an array number too large");
	is_int(md_parse("0,vda,,vdb", &a, &why), -1, "an empty member");
	is_int(md_parse("0,a,b,c,d,e,f,g,h,i,j,k,l,m,n,o,p,q,r,s,t,u,v,w,x,y,z,A,B", &a, &why),
	       -1, "28 members");

	memset(buf, 0, sizeof(buf));
	is_int(md_sb_parse(buf, sizeof(buf), MD_SB_12, 8, 1 << 20, &sb, &why), 0,
	       "zeros: no superblock");
	memcpy(buf, "\xfc\x4e\x2b\xa9\x01\0\0\0", 8);
	is_int(md_sb_parse(buf, sizeof(buf), MD_SB_12, 8, 1 << 20, &sb, &why), -1,
	       "a 1.x magic with a bad checksum");
	is_int(md_sb_parse(buf, 100, MD_SB_12, 8, 1 << 20, &sb, &why), 0,
	       "a short buffer is never read past");
	ok(md_sb_sector(MD_SB_090, 10) == ~0ULL && md_sb_sector(MD_SB_10, 8) == ~0ULL,
	   "devices too small for an end superblock");
	is_int((int)md_sb_sector(MD_SB_090, 8192 + 100), 8192 - 128,
	       "0.90: the last whole 64 KiB");

	if (argc < 2) {
		ok(1, "# skip no member images given");
		return done();
	}
	is_int(read_sb(argv[1], "r12-0.img", &sb, &why), 1, "1.2 member 0");
	ok(sb.major == 1 && sb.minor == 2 && sb.level == 1 && sb.raid_disks == 2 &&
	   sb.role == 0 && sb.number == 0 && sb.events == 1, "... its fields");
	is_str(sb.name, "kinit-test:0", "... its name");
	is_int(read_sb(argv[1], "r12-1.img", &sb, &why), 1, "1.2 member 1");
	is_int(sb.role, 1, "... in slot 1");
	is_int(read_sb(argv[1], "r12short-1.img", &sb, &why), -1,
	       "a 1.2 member cut short");
	ok(strstr(why, "smaller") != NULL, "... says it is too small: %s", why);
	is_int(read_sb(argv[1], "r0-0.img", &sb, &why), 0, "a legacy member: none");
	if (little_endian()) {
		is_int(read_sb(argv[1], "r09-1.img", &sb, &why), 1, "0.90 member 1");
		ok(sb.major == 0 && sb.minor == 90 && sb.number == 3 &&
		   sb.role == 1 && sb.raid_disks == 2, "... its fields");
	} else {
		is_int(read_sb(argv[1], "r09-1.img", &sb, &why), -1,
		       "0.90 written little-endian, read big-endian");
		ok(strstr(why, "byte order") != NULL, "... says so: %s", why);
	}
	is_int(read_sb(argv[1], "r09short-0.img", &sb, &why), 0,
	       "a 0.90 member cut short has lost its superblock");
	return done();
}
