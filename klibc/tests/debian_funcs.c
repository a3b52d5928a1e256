/* SPDX-License-Identifier: MIT */
/*
 * debian_funcs.c: the functions added for Debian's klibc API do what
 * klibc and POSIX say: rand48 sequences computed from POSIX's definition
 * of the generator, mount tables, inotify, splice and tee, brk, utime,
 * pseudo-terminals, shm_open, strntoimax, strtotimeval, _fwrite.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <mntent.h>
#include <grp.h>
#include <pwd.h>
#include <time.h>
#include <utime.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/time.h>
#include <sys/mman.h>
#include <sys/inotify.h>
#include <sys/splice.h>
#include <sys/wait.h>
#include "tap.h"

static char dir[64];

static void rand48(void)
{
	/* X(n+1) = (0x5DEECE66D * X(n) + 0xB) mod 2^48, from X = 1234:330E. */
	static const long l[] = { 1591021091, 460710097, 726270023 };
	static const long m[] = { -1112925114, 921420195, 1452540047 };
	unsigned short x[3] = { 0x9abc, 0x5678, 0x1234 };
	unsigned short s[3] = { 0x330e, 1234, 0 }, *old;
	int i;

	srand48(1234);
	for (i = 0; i < 3; i++)
		is_int(lrand48(), l[i], "lrand48 after srand48(1234)");
	srand48(1234);
	for (i = 0; i < 3; i++)
		is_int(mrand48(), m[i], "mrand48 after srand48(1234)");
	is_int(nrand48(x), 209808599, "nrand48 of 0x123456789abc");
	ok(x[0] == 0xca17 && x[1] == 0xd9ae && x[2] == 0x1902,
	   "nrand48 steps its state to 0x1902d9aeca17 (%x %x %x)",
	   x[2], x[1], x[0]);
	seed48(s);
	is_int(lrand48(), l[0], "seed48 sets the state srand48(1234) sets");
	old = seed48(s);
	is_int((long)(((uint64_t)old[2] << 32 | (uint32_t)old[1] << 16 |
		       old[0]) >> 17), l[0], "seed48 returns the previous state");
	is_int(jrand48(s), m[0], "jrand48 of the state 1234:330E");
}

static void mntent(void)
{
	static const char table[] =
		"# comment\n\n"
		"/dev/sda1 / ext4 rw,relatime 0 1\n"
		"  server:/x\\040y\t/mnt/a\\134b nfs ro\n"
		"short line\n"
		"proc /proc proc\n";
	char path[96];
	struct mntent *m;
	FILE *f;

	snprintf(path, sizeof(path), "%s/fstab", dir);
	f = fopen(path, "w");
	fputs(table, f);
	fclose(f);
	f = setmntent(path, "r");
	ok(f != NULL, "setmntent opens %s", path);
	if (!f)
		return;
	m = getmntent(f);
	ok(m && !strcmp(m->mnt_fsname, "/dev/sda1") && !strcmp(m->mnt_dir, "/") &&
	   !strcmp(m->mnt_type, "ext4") && !strcmp(m->mnt_opts, "rw,relatime") &&
	   m->mnt_freq == 0 && m->mnt_passno == 1,
	   "getmntent: a full entry after a comment and a blank line");
	m = getmntent(f);
	ok(m && !strcmp(m->mnt_fsname, "server:/x y") &&
	   !strcmp(m->mnt_dir, "/mnt/a\\b") && !strcmp(m->mnt_opts, "ro") &&
	   m->mnt_passno == 0,
	   "getmntent: escapes decoded, missing numbers are 0 (%s|%s)",
	   m ? m->mnt_fsname : "-", m ? m->mnt_dir : "-");
	m = getmntent(f);
	ok(m && !strcmp(m->mnt_fsname, "proc") && !strcmp(m->mnt_opts, ""),
	   "getmntent: a line of two fields is skipped, no options is \"\"");
	ok(getmntent(f) == NULL, "getmntent: NULL at the end");
	is_int(endmntent(f), 1, "endmntent");

	/* getmntent_r: the caller's storage; a line longer than it skipped. */
	f = setmntent(path, "r");
	if (!f)
		return;
	{
		struct mntent me;
		char small[32], tiny[1];

		m = getmntent_r(f, &me, small, sizeof(small));
		ok(m == &me && !strcmp(me.mnt_fsname, "proc") &&
		   me.mnt_fsname >= small && me.mnt_fsname < small + sizeof(small),
		   "getmntent_r: in the caller's buffer, longer lines skipped (%s)",
		   m ? m->mnt_fsname : "-");
		errno = 0;
		ok(getmntent_r(f, &me, tiny, sizeof(tiny)) == NULL && errno == EINVAL,
		   "getmntent_r: a one-byte buffer is refused (EINVAL)");
	}
	endmntent(f);
	unlink(path);
}

static void inotify(void)
{
	char buf[sizeof(struct inotify_event) + 256], path[96];
	struct inotify_event *ev = (struct inotify_event *)buf;
	int fd, wd, fd2;
	ssize_t n;

	fd = inotify_init();
	ok(fd >= 0, "inotify_init (%s)", strerror(errno));
	wd = inotify_add_watch(fd, dir, IN_CREATE);
	ok(wd >= 0, "inotify_add_watch %s (%s)", dir, strerror(errno));
	snprintf(path, sizeof(path), "%s/new", dir);
	fd2 = open(path, O_CREAT | O_WRONLY, 0600);
	close(fd2);
	n = read(fd, buf, sizeof(buf));
	ok(n >= (ssize_t)sizeof(*ev) && ev->wd == wd && (ev->mask & IN_CREATE) &&
	   !strcmp(ev->name, "new"), "inotify reports the new file (%s)",
	   n > 0 ? ev->name : "-");
	is_int(inotify_rm_watch(fd, wd), 0, "inotify_rm_watch");
	ok(inotify_rm_watch(fd, wd) < 0 && errno == EINVAL,
	   "inotify_rm_watch of a removed watch fails with EINVAL");
	close(fd);
	unlink(path);
}

static void pipes(void)
{
	int a[2], b[2], fd;
	char path[96], got[16] = "";
	off_t off = 2;

	snprintf(path, sizeof(path), "%s/data", dir);
	fd = open(path, O_CREAT | O_RDWR | O_TRUNC, 0600);
	write(fd, "0123456789", 10);
	if (pipe(a) || pipe(b)) {
		ok(0, "pipe");
		return;
	}
	is_int(splice(fd, &off, a[1], NULL, 5, 0), 5,
	       "splice 5 bytes from offset 2 of a file into a pipe");
	is_int(off, 7, "splice advances the offset");
	is_int(tee(a[0], b[1], 5, 0), 5, "tee copies the pipe into another");
	read(a[0], got, 5);
	is_str(got, "23456", "the first pipe holds the bytes");
	memset(got, 0, sizeof(got));
	read(b[0], got, 5);
	is_str(got, "23456", "the second pipe holds them too");
	close(a[0]);
	close(a[1]);
	close(b[0]);
	close(b[1]);
	close(fd);
	unlink(path);
}

static void files(void)
{
	struct utimbuf t = { 1000000000, 1234567890 };
	struct timeval tv[2] = { { 5, 0 }, { 6, 999999 } };
	char path[96];
	struct stat st;
	int fd;

	snprintf(path, sizeof(path), "%s/times", dir);
	fd = open(path, O_CREAT | O_WRONLY, 0600);
	close(fd);
	is_int(utime(path, &t), 0, "utime");
	stat(path, &st);
	ok(st.st_atime == 1000000000 && st.st_mtime == 1234567890,
	   "utime set both times");
	is_int(futimesat(AT_FDCWD, path, tv), 0, "futimesat");
	stat(path, &st);
	ok(st.st_mtime == 6 && st.st_mtim.tv_nsec == 999999000,
	   "futimesat set microseconds");
	tv[0].tv_usec = 1000000;
	ok(futimesat(AT_FDCWD, path, tv) < 0 && errno == EINVAL,
	   "futimesat refuses tv_usec 1000000");
	unlink(path);
}

static void shm(void)
{
	char name[64];
	int fd;

	snprintf(name, sizeof(name), "/klibc-test-%d", (int)getpid());
	fd = shm_open(name, O_CREAT | O_EXCL | O_RDWR, 0600);
	if (fd < 0 && errno == ENOENT) {
		ok(1, "# skip no /dev/shm here");
		return;
	}
	ok(fd >= 0, "shm_open %s (%s)", name, strerror(errno));
	close(fd);
	is_int(shm_unlink(name), 0, "shm_unlink");
	ok(shm_open("/a/b", O_RDONLY, 0) < 0 && errno == EINVAL,
	   "shm_open refuses a name with a slash inside");
	ok(shm_open("/", O_RDONLY, 0) < 0 && errno == EINVAL,
	   "shm_open refuses an empty name");
}

static void pty(void)
{
	int fd = posix_openpt(O_RDWR | O_NOCTTY), s;
	char *name;

	if (fd < 0) {
		ok(1, "# skip no /dev/ptmx here (%s)", strerror(errno));
		return;
	}
	is_int(grantpt(fd), 0, "grantpt");
	is_int(unlockpt(fd), 0, "unlockpt");
	name = ptsname(fd);
	ok(name && !strncmp(name, "/dev/pts/", 9), "ptsname is %s",
	   name ? name : "NULL");
	s = name ? open(name, O_RDWR | O_NOCTTY) : -1;
	ok(s >= 0, "the slave opens (%s)", strerror(errno));
	close(s);
	close(fd);
	ok(ptsname(0) == NULL || isatty(0), "ptsname of a non-master fails");
}

static void numbers(void)
{
	struct timespec ts;
	struct timeval tv;
	char *end;

	is_int(strntoimax("12345", &end, 10, 3), 123, "strntoimax stops after n");
	is_int(end - (char *)0 != 0, 1, "strntoimax sets end");
	is_int(strntoimax("-0x1f", NULL, 0, 5), -31, "strntoimax base 0");
	is_int(strntoimax("0x1f", &end, 0, 2), 0, "strntoimax: 0x cut off is 0");
	is_int(strntoumax("  77", NULL, 8, 4), 63, "strntoumax");
	end = strtotimeval("1.5x", &tv);
	ok(tv.tv_sec == 1 && tv.tv_usec == 500000 && *end == 'x',
	   "strtotimeval 1.5");
	end = strtotimespec("2.0000000019", &ts);
	ok(ts.tv_sec == 2 && ts.tv_nsec == 1 && !*end,
	   "strtotimespec drops digits past nanoseconds (%ld)", ts.tv_nsec);
	end = strtotimespec(" +3.25", &ts);
	ok(!*end && ts.tv_sec == 3 && ts.tv_nsec == 250000000,
	   "strtotimespec takes blanks and a plus sign before the number");
	end = strtotimespec("-2.25", &ts);
	ok(*end == '-' && !ts.tv_sec && !ts.tv_nsec,
	   "strtotimespec leaves a negative time unread");
	end = strtotimespec("x", &ts);
	ok(*end == 'x' && !ts.tv_sec, "strtotimespec of no number");
}

static void misc(void)
{
	struct passwd *pw;
	struct group *gr;
	void *b0, *b1;
	FILE *f;

	b0 = sbrk(0);
	b1 = sbrk(4096);
	ok(b1 == b0 && sbrk(0) == (char *)b0 + 4096, "sbrk grows the break");
	is_int(brk(b0), 0, "brk moves it back");
	ok(sbrk(0) == b0, "sbrk(0) is the moved break");
	ok(sbrk(PTRDIFF_MIN) == (void *)-1 && errno == ENOMEM,
	   "sbrk below address 0 fails with ENOMEM");
	f = fopen("/dev/null", "w");

	is_int(_fwrite("ab", 2, f), 2, "_fwrite");
	is_int(fputc_unlocked('c', f), 'c', "fputc_unlocked");
	fclose(f);
	pw = getpwuid(0);
	ok(pw && pw->pw_uid == 0 && !strcmp(pw->pw_name, "root"),
	   "getpwuid(0) is root");
	gr = getgrgid(0);
	ok(gr && gr->gr_gid == 0 && gr->gr_mem, "getgrgid(0)");
	gr = getgrnam(gr ? gr->gr_name : "root");
	ok(gr && gr->gr_gid == 0, "getgrnam of group 0's name");
	ok(getgrnam("no-such-group-here") == NULL, "getgrnam of no group");
}

static void exec(void)
{
	char *env[] = { "X=7", NULL };
	int status = -1;
	pid_t pid = fork();

	if (!pid) {
		execlpe("sh", "sh", "-c", "exit $X", (char *)NULL, env);
		_exit(127);
	}
	waitpid(pid, &status, 0);
	ok(WIFEXITED(status) && WEXITSTATUS(status) == 7,
	   "execlpe searches $PATH and passes the environment (%#x)", status);
}

int main(void)
{
	snprintf(dir, sizeof(dir), "/tmp/klibc-api-%d", (int)getpid());
	if (mkdir(dir, 0700)) {
		ok(0, "mkdir %s", dir);
		return done();
	}
	rand48();
	mntent();
	inotify();
	pipes();
	files();
	shm();
	pty();
	numbers();
	misc();
	exec();
	errno = 0;
	ok(!rmdir(dir), "the test's folder %s removed (%s)", dir,
	   errno ? strerror(errno) : "yes");
	return done();
}
