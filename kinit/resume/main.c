/* SPDX-License-Identifier: MIT */
/* resume: resume from a hibernation image, as Debian's klibc-utils resume. */
#include "kinit.h"
#include "resume.h"

int main(int argc, char **argv)
{
	const char *spec;
	unsigned long long offset;
	int r;

	kinit_prog = "resume";
	r = resume_args(argc, argv, &spec, &offset);
	if (r)
		return r > 0 ? 0 : 2;
	/* Returns only when nothing was resumed. */
	return resume_from(spec, offset, 0) < 0 ? 2 : 1;
}
