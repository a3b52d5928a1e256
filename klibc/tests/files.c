/* SPDX-License-Identifier: MIT */
/* files.c: file system calls: open/read/write, lseek past 4 GiB, stat, fcntl locks, links, statfs. */
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <string.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <sys/vfs.h>
#include <sys/wait.h>
#include <sys/uio.h>
#include <sys/sysmacros.h>
#include "tap.h"

static char name[64], name2[64], dname[64];

static void mkname(char *buf, size_t n, const char *what)
{
	snprintf(buf, n, "tmp-files-%s-%d", what, (int)getpid());
}

int main(void)
{
	char buf[64];
	struct stat st, st2;
	struct statfs sfs;
	struct flock fl;
	struct iovec iov[2];
	off_t big = (off_t)5 << 30;	/* 5 GiB: past what 32 bits hold */
	int fd, fd2, st_ok, status;
	pid_t pid;

	mkname(name, sizeof(name), "a");
	mkname(name2, sizeof(name2), "b");
	mkname(dname, sizeof(dname), "d");

	fd = open(name, O_RDWR | O_CREAT | O_EXCL, 0640);
	ok(fd >= 0, "open creates a file");
	is_int(open(name, O_RDWR | O_CREAT | O_EXCL, 0640), -1, "O_EXCL refuses an existing file");
	is_int(errno, EEXIST, "... with EEXIST");
	is_int(write(fd, "hello world", 11), 11, "write");
	is_int(lseek(fd, 0, SEEK_CUR), 11, "lseek SEEK_CUR after write");
	is_int(lseek(fd, 6, SEEK_SET), 6, "lseek SEEK_SET");
	memset(buf, 0, sizeof(buf));
	is_int(read(fd, buf, sizeof(buf)), 5, "read the rest");
	is_str(buf, "world", "read returns what was written");
	is_int(read(fd, buf, sizeof(buf)), 0, "read at end of file returns 0");
	is_int(pread(fd, buf, 5, 0), 5, "pread");
	ok(!memcmp(buf, "hello", 5), "pread reads at its offset");
	is_int(pwrite(fd, "HELLO", 5, 0), 5, "pwrite");
	is_int(lseek(fd, 0, SEEK_CUR), 11, "pread/pwrite leave the offset alone");

	/* 64-bit offsets on every architecture */
	is_int(lseek(fd, big, SEEK_SET), big, "lseek to 5 GiB");
	is_int(write(fd, "X", 1), 1, "write at 5 GiB");
	is_int(lseek(fd, 0, SEEK_END), big + 1, "SEEK_END sees a 5 GiB file");
	is_int(pwrite(fd, "Y", 1, big + 1), 1, "pwrite past 5 GiB");
	ok(fstat(fd, &st) == 0, "fstat");
	is_int(st.st_size, big + 2, "st_size beyond 4 GiB");
	ok(S_ISREG(st.st_mode), "S_ISREG");
	is_int(st.st_mode & 07777, 0640 & ~umask(022), "mode from open honours umask");
	umask(022);
	is_int(pread(fd, buf, 2, big), 2, "pread at 5 GiB");
	ok(buf[0] == 'X' && buf[1] == 'Y', "data at 5 GiB is right");
	is_int(ftruncate(fd, big - 1), 0, "ftruncate to a 64-bit length");
	ok(fstat(fd, &st) == 0 && st.st_size == big - 1, "fstat sees the truncated length");
	is_int(ftruncate(fd, 11), 0, "ftruncate back to 11 bytes");
	is_int(truncate(name, 5), 0, "truncate by name");
	ok(stat(name, &st) == 0 && st.st_size == 5, "stat sees 5 bytes");
	ok(st.st_nlink == 1, "st_nlink is 1");
	ok(st.st_mtim.tv_sec > 1600000000, "st_mtime is a plausible time");
	ok(st.st_blksize > 0, "st_blksize set");

	/* vectored I/O */
	iov[0].iov_base = "ab";
	iov[0].iov_len = 2;
	iov[1].iov_base = "cde";
	iov[1].iov_len = 3;
	lseek(fd, 0, SEEK_SET);
	is_int(writev(fd, iov, 2), 5, "writev");
	lseek(fd, 0, SEEK_SET);
	memset(buf, 0, sizeof(buf));
	iov[0].iov_base = buf;
	iov[0].iov_len = 1;
	iov[1].iov_base = buf + 1;
	iov[1].iov_len = 10;
	is_int(readv(fd, iov, 2), 5, "readv");
	is_str(buf, "abcde", "readv gathers in order");

	/* fcntl: flags and record locks */
	ok(fcntl(fd, F_SETFD, FD_CLOEXEC) == 0 && fcntl(fd, F_GETFD) == FD_CLOEXEC, "F_SETFD/F_GETFD");
	ok((fcntl(fd, F_GETFL) & O_ACCMODE) == O_RDWR, "F_GETFL access mode");
	memset(&fl, 0, sizeof(fl));
	fl.l_type = F_WRLCK;
	fl.l_whence = SEEK_SET;
	fl.l_start = big;	/* a lock range past 4 GiB */
	fl.l_len = 100;
	is_int(fcntl(fd, F_SETLK, &fl), 0, "F_SETLK write lock at a 64-bit offset");
	pid = fork();
	if (pid == 0) {
		struct flock t;
		int fdc = open(name, O_RDWR);

		memset(&t, 0, sizeof(t));
		t.l_type = F_WRLCK;
		t.l_whence = SEEK_SET;
		t.l_start = big + 50;
		t.l_len = 1;
		if (fcntl(fdc, F_GETLK, &t) != 0)
			_exit(10);
		if (t.l_type != F_WRLCK || t.l_pid != getppid() || t.l_start != big)
			_exit(11);
		t.l_type = F_WRLCK;
		t.l_start = big + 50;
		t.l_len = 1;
		if (fcntl(fdc, F_SETLK, &t) != -1 || (errno != EAGAIN && errno != EACCES))
			_exit(12);
		t.l_start = 0;	/* outside the locked range */
		if (fcntl(fdc, F_SETLK, &t) != 0)
			_exit(13);
		_exit(0);
	}
	ok(pid > 0 && waitpid(pid, &status, 0) == pid, "fork and wait");
	st_ok = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
	is_int(st_ok, 0, "another process sees and respects the lock (F_GETLK/F_SETLK)");

	/* dup family */
	fd2 = dup(fd);
	ok(fd2 > fd, "dup gives a new descriptor");
	is_int(dup2(fd, fd2), fd2, "dup2 onto an open descriptor");
	is_int(dup2(fd, fd), fd, "dup2 onto itself");
	is_int(dup2(999, 998), -1, "dup2 of a closed descriptor fails");
	is_int(errno, EBADF, "... with EBADF");
	is_int(dup3(fd, fd2, O_CLOEXEC), fd2, "dup3 with O_CLOEXEC");
	is_int(fcntl(fd2, F_GETFD), FD_CLOEXEC, "dup3 set close-on-exec");
	close(fd2);
	is_int(close(fd2), -1, "closing twice fails");
	is_int(errno, EBADF, "... with EBADF");
	is_int(close(fd), 0, "close");

	/* names */
	is_int(link(name, name2), 0, "link");
	ok(stat(name2, &st2) == 0 && stat(name, &st) == 0 && st.st_ino == st2.st_ino &&
	   st.st_dev == st2.st_dev, "a hard link has the same inode and device");
	is_int((int)st.st_nlink, 2, "st_nlink counts the link");
	is_int(unlink(name2), 0, "unlink");
	is_int(symlink(name, name2), 0, "symlink");
	memset(buf, 0, sizeof(buf));
	is_int(readlink(name2, buf, sizeof(buf)), (long long)strlen(name), "readlink length");
	is_str(buf, name, "readlink target");
	ok(lstat(name2, &st2) == 0 && S_ISLNK(st2.st_mode), "lstat sees the link");
	ok(stat(name2, &st2) == 0 && S_ISREG(st2.st_mode), "stat follows it");
	is_int(readlink(name2, buf, 3), 3, "readlink truncates to the buffer");
	unlink(name2);
	is_int(access(name, R_OK | W_OK), 0, "access R_OK|W_OK");
	is_int(access(name2, F_OK), -1, "access of a missing file fails");
	is_int(errno, ENOENT, "... with ENOENT");
	is_int(chmod(name, 0600), 0, "chmod");
	ok(stat(name, &st) == 0 && (st.st_mode & 07777) == 0600, "chmod took effect");
	is_int(mkdir(dname, 0755), 0, "mkdir");
	ok(stat(dname, &st) == 0 && S_ISDIR(st.st_mode), "it is a directory");
	is_int(mkdir(dname, 0755), -1, "mkdir of an existing directory fails");
	is_int(errno, EEXIST, "... with EEXIST");
	is_int(rmdir(dname), 0, "rmdir");
	is_int(mkfifo(dname, 0600), 0, "mkfifo");
	ok(stat(dname, &st) == 0 && S_ISFIFO(st.st_mode), "it is a FIFO");
	unlink(dname);
	is_int(open("no/such/dir/file", O_RDONLY), -1, "open of a missing path fails");
	is_int(errno, ENOENT, "... with ENOENT");
	is_int(unlink(name), 0, "unlink the test file");
	is_int(stat(name, &st), -1, "it is gone");

	ok(getcwd(buf, sizeof(buf)) != NULL || errno == ERANGE, "getcwd");
	is_int(getcwd(buf, 1) == NULL && errno == ERANGE, 1, "getcwd with a tiny buffer gives ERANGE");

	/* statfs */
	ok(statfs(".", &sfs) == 0, "statfs");
	ok(sfs.f_bsize > 0 && sfs.f_blocks > 0, "statfs reports blocks");
	fd = open(".", O_RDONLY | O_DIRECTORY);
	ok(fd >= 0 && fstatfs(fd, &sfs) == 0 && sfs.f_bsize > 0, "fstatfs");
	close(fd);
	ok(stat("/dev/null", &st) == 0 && S_ISCHR(st.st_mode) &&
	   major(st.st_rdev) == 1 && minor(st.st_rdev) == 3, "/dev/null is char 1:3");
	ok(makedev(259, 70000) == makedev(259, 70000) && major(makedev(259, 70000)) == 259 &&
	   minor(makedev(259, 70000)) == 70000, "makedev/major/minor with large numbers");
	return done();
}
