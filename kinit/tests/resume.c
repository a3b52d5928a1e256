/* resume.c: the hibernation image check and resume_from()'s refusals. */
#include <string.h>
#include "kinit.h"
#include "resume.h"
#include "../../klibc/tests/tap.h"

static unsigned char page[65536];

static int kind(size_t psize, const char *sig, size_t len)
{
	memset(page, 0, sizeof(page));
	memcpy(page + psize - 10, sig, len);
	return resume_kind_of(page, psize);
}

int main(void)
{
	is_int(kind(4096, "S1SUSPEND", 9), RESUME_IMAGE, "the kernel's image");
	is_int(kind(65536, "S1SUSPEND", 9), RESUME_IMAGE, "... on 64 KiB pages");
	is_int(kind(4096, "SWAPSPACE2", 10), RESUME_SWAP, "a plain swap area");
	is_int(kind(16384, "SWAP-SPACE", 10), RESUME_SWAP, "an old swap area");
	is_int(kind(4096, "ULSUSPEND", 9), RESUME_FOREIGN, "uswsusp's image");
	is_int(kind(4096, "LINHIB0001", 10), RESUME_FOREIGN, "an old swsusp image");
	is_int(kind(4096, "S1SUSPENX", 9), RESUME_GARBAGE, "a near miss");
	memset(page, 0xa5, sizeof(page));
	is_int(resume_kind_of(page, 4096), RESUME_GARBAGE, "garbage");
	/* The signature must end the page, not merely be in it. */
	memset(page, 0, sizeof(page));
	memcpy(page + 100, "S1SUSPEND", 9);
	is_int(resume_kind_of(page, 4096), RESUME_GARBAGE,
	       "a signature elsewhere in the page");
	is_int(resume_kind_of(page, 5), RESUME_GARBAGE, "a page shorter than a signature");

	is_int(resume_from("nonsense!", 0, 0), -1, "a resume= that names nothing");
	is_int(resume_from("/dev/no-such-swap-here", 0, 0), 1,
	       "a missing device: nothing to resume");
	is_int(resume_from("UUID=00000000-0000-0000-0000-000000000001", 0, 0), 1,
	       "an unknown UUID: nothing to resume");
	return done();
}
