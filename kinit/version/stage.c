/* SPDX-License-Identifier: MIT */
/* stage.c: the version stage: a kinit other than the kernel's own is reported. */
#include "kinit.h"
#include "kinit_version.h"

int version_stage(struct boot *b)
{
	(void)b;
	timing_begin("version");
	kinit_check_version(KINIT_VERSION_FILE);
	timing_end("version");
	return 0;
}
