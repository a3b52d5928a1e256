/* SPDX-License-Identifier: MIT */
/* mmap.c: anonymous and file mappings, mprotect, mremap, msync, 64-bit offsets. */
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>
#include <string.h>
#include <errno.h>
#include "tap.h"

int main(void)
{
	long pg = getpagesize();
	char name[64], *p, *q;
	int fd, status;
	pid_t pid;
	off_t big = (off_t)6 << 30;

	p = mmap(NULL, 4 * pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ok(p != MAP_FAILED, "anonymous mapping");
	ok(p[0] == 0 && p[4 * pg - 1] == 0, "it is zeroed");
	memset(p, 'a', 4 * pg);
	ok(mprotect(p, pg, PROT_READ) == 0, "mprotect read-only");
	pid = fork();
	if (pid == 0) {
		p[0] = 'b';	/* must fault */
		_exit(0);
	}
	ok(waitpid(pid, &status, 0) == pid && WIFSIGNALED(status) && WTERMSIG(status) == SIGSEGV,
	   "writing a read-only page faults");
	/* one protection again, so the range is one mapping mremap can move */
	mprotect(p, pg, PROT_READ | PROT_WRITE);
	q = mremap(p, 4 * pg, 8 * pg, MREMAP_MAYMOVE, NULL);
	ok(q != MAP_FAILED && q[4 * pg - 1] == 'a', "mremap grows and keeps data");
	ok(munmap(q, 8 * pg) == 0, "munmap");
	p = mmap(NULL, pg, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 1);
	ok(p == MAP_FAILED && errno == EINVAL, "an unaligned offset is refused with EINVAL");

	/* shared memory between processes */
	p = mmap(NULL, pg, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	pid = fork();
	if (pid == 0) {
		strcpy(p, "shared");
		_exit(0);
	}
	waitpid(pid, &status, 0);
	is_str(p, "shared", "MAP_SHARED is seen by the parent");
	munmap(p, pg);

	/* a file mapping at an offset past 4 GiB */
	snprintf(name, sizeof(name), "tmp-mmap-%d", (int)getpid());
	fd = open(name, O_RDWR | O_CREAT | O_TRUNC, 0600);
	ok(fd >= 0 && ftruncate(fd, big + pg) == 0, "a sparse 6 GiB file");
	ok(pwrite(fd, "far away", 8, big) == 8, "data at 6 GiB");
	p = mmap(NULL, pg, PROT_READ | PROT_WRITE, MAP_SHARED, fd, big);
	ok(p != MAP_FAILED, "mmap at a 6 GiB offset");
	if (p != MAP_FAILED && tap_emu() && sizeof(long) == 4) {
		/* mmap2's page offset is right (see the emulator's -strace) */
		ok(1, "the mapping at that offset # skip qemu-user cuts a 32-bit program's mmap offset to 32 bits");
		ok(msync(p, pg, MS_SYNC) == 0, "msync");
		ok(1, "writes through the mapping # skip as above");
		munmap(p, pg);
	} else if (p != MAP_FAILED) {
		ok(!memcmp(p, "far away", 8), "the mapping shows the data at that offset");
		memcpy(p, "FAR", 3);
		ok(msync(p, pg, MS_SYNC) == 0, "msync");
		{
			char b[8];

			ok(pread(fd, b, 3, big) == 3 && !memcmp(b, "FAR", 3), "writes through the mapping reach the file");
		}
		munmap(p, pg);
	}
	close(fd);
	unlink(name);
	ok(madvise(NULL, 0, MADV_NORMAL) == 0, "madvise");
	return done();
}
