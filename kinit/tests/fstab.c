/* SPDX-License-Identifier: MIT */
/* fstab.c: finding /usr in an fstab and splitting kinit_mount= values. */
#include <string.h>
#include "kinit.h"
#include "fstab.h"
#include "../../klibc/tests/tap.h"

int main(void)
{
	struct fstab_entry e;
	static const char tab[] =
		"# /etc/fstab: static file system information.\n"
		"UUID=1234-5678 / ext4 errors=remount-ro 0 1\n"
		"\n"
		"  # /usr was on its own partition\n"
		"LABEL=old\t/usr\text4\tdefaults\t0\t2\n"
		"/dev/vdb /usr ext4 ro,noatime 0 2\n"
		"/dev/vdc /usr/local xfs defaults 0 2\n"
		"/dev/vdd /srv/with\\040space auto\n"
		"/dev/vde";

	is_int(fstab_find(tab, "/usr", &e), 1, "/usr is found");
	ok(!strcmp(e.spec, "/dev/vdb") && !strcmp(e.type, "ext4") &&
	   !strcmp(e.opts, "ro,noatime"), "... the last entry wins");
	is_int(fstab_find(tab, "/srv/with space", &e), 1, "an escaped space");
	ok(!strcmp(e.type, "auto") && !strcmp(e.opts, "defaults"),
	   "... missing options are defaults");
	is_int(fstab_find(tab, "/var", &e), 0, "no /var");
	is_int(fstab_find("", "/usr", &e), 0, "an empty fstab");
	is_int(fstab_find("/dev/vdb", "/usr", &e), 0, "a line with one field");
	is_int(fstab_find("#/dev/vdb /usr ext4\n", "/usr", &e), 0, "a comment");

	is_int(kinit_mount_parse("/dev/vdb;/mnt;ext4;ro,noatime", &e), 0,
	       "kinit_mount= with every field");
	ok(!strcmp(e.spec, "/dev/vdb") && !strcmp(e.file, "/mnt") &&
	   !strcmp(e.type, "ext4") && !strcmp(e.opts, "ro,noatime"), "... split");
	is_int(kinit_mount_parse("UUID=abc;/data", &e), 0, "type and options left out");
	ok(!e.type[0] && !e.opts[0], "... empty");
	is_int(kinit_mount_parse("tmpfs;/tmp;tmpfs;", &e), 0, "an empty last field");
	is_int(kinit_mount_parse("/dev/vdb", &e), -1, "no dir");
	is_int(kinit_mount_parse(";/mnt", &e), -1, "no device");
	is_int(kinit_mount_parse("/dev/vdb;mnt", &e), -1, "a relative dir");
	is_int(kinit_mount_parse("a;/b;c;d;e", &e), -1, "a fifth field");
	{
		char big[400];

		memset(big, 'x', sizeof(big) - 1);
		big[sizeof(big) - 1] = 0;
		big[0] = '/';
		is_int(kinit_mount_parse(big, &e), -1, "a field too long");
	}
	return done();
}
