/* SPDX-License-Identifier: MIT */
/*
 * zlib_gz: gzip files through gzopen and friends, checked against the
 * host's gzip both ways (ours read by `gzip -d', gzip's read by us, with
 * two members one after the other), plain files read as they are, and
 * the errors: bad modes, missing, truncated and damaged files.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include <zlib.h>
#include "tap.h"
#include "ztest.h"

static char dir[64];

static const char *path(const char *name)
{
	static char p[4][128];
	static int i;

	i = (i + 1) % 4;
	snprintf(p[i], sizeof(p[i]), "%s/%s", dir, name);
	return p[i];
}

static int put_file(const char *name, const void *d, size_t n, int flags)
{
	int fd = open(path(name), O_WRONLY | O_CREAT | flags, 0644);
	ssize_t w = fd < 0 ? -1 : write(fd, d, n);

	if (fd >= 0)
		close(fd);
	return w == (ssize_t)n ? 0 : -1;
}

static unsigned char *get_file(const char *name, size_t *n)
{
	int fd = open(path(name), O_RDONLY);
	struct stat st;
	unsigned char *b;

	if (fd < 0 || fstat(fd, &st)) {
		if (fd >= 0)
			close(fd);
		return NULL;
	}
	b = malloc(st.st_size + 1);
	*n = b ? (size_t)read(fd, b, st.st_size) : 0;
	close(fd);
	return b;
}

/*
 * The host's gzip with arg, stdin from in, stdout to out (appended when
 * append): its exit status, 127 when there is no gzip to run.
 */
static int host_gzip(const char *arg, const char *in, const char *out,
		     int append)
{
	pid_t pid;
	int st;

	pid = fork();
	if (pid == 0) {
		int i = open(path(in), O_RDONLY);
		int o = open(path(out), O_WRONLY | O_CREAT |
			     (append ? O_APPEND : O_TRUNC), 0644);
		char *argv[] = { "gzip", (char *)arg, NULL };

		if (i < 0 || o < 0)
			_exit(126);
		dup2(i, 0);
		dup2(o, 1);
		execvp("gzip", argv);
		_exit(127);
	}
	if (pid < 0 || waitpid(pid, &st, 0) != pid || !WIFEXITED(st))
		return -1;
	return WEXITSTATUS(st);
}

/* all of a gzip file through gzread in pieces of step; -1 on error */
static long read_all(const char *name, unsigned char *buf, size_t cap,
		     unsigned step, int *err)
{
	gzFile f = gzopen(path(name), "rb");
	size_t got = 0;
	int r;

	*err = Z_STREAM_ERROR;
	if (!f)
		return -1;
	do {
		r = gzread(f, buf + got, cap - got < step ? cap - got : step);
		if (r > 0)
			got += r;
	} while (r > 0 && got < cap);
	gzerror(f, err);
	if (gzclose(f) != Z_OK && *err == Z_OK)
		*err = Z_ERRNO;
	return r < 0 ? -1 : (long)got;
}

static void write_read(const unsigned char *data, size_t n)
{
	unsigned char *buf = malloc(n + 100), *host;
	gzFile f;
	size_t hn = 0;
	long got;
	int err, r, good;

	f = gzopen(path("ours.gz"), "wb9");
	ok(f != NULL, "gzopen for writing");
	good = gzwrite(f, data, 1000) == 1000;
	good &= gzsetparams(f, 1, Z_DEFAULT_STRATEGY) == Z_OK;
	good &= gzwrite(f, data + 1000, 99000) == 99000;
	good &= gzflush(f, Z_SYNC_FLUSH) == Z_OK;
	good &= gzputc(f, data[100000]) == data[100000];
	good &= gzwrite(f, data + 100001, (unsigned)(n - 100001)) ==
		(int)(n - 100001);
	good &= gzputs(f, "line one\n") == 9;
	good &= gzprintf(f, "line %d of %s\n", 2, "two") == 14;
	ok(good, "gzwrite, gzsetparams, gzflush, gzputc, gzputs, gzprintf");
	is_int(gztell(f), n + 23, "gztell counts the data written");
	is_int(gzclose(f), Z_OK, "gzclose");

	r = host_gzip("-dc", "ours.gz", "ours.out", 0);
	if (r == 127) {
		ok(1, "# skip no host gzip to read our file");
	} else {
		host = get_file("ours.out", &hn);
		ok(r == 0 && host && hn == n + 23 && !memcmp(host, data, n) &&
		   !memcmp(host + n, "line one\nline 2 of two\n", 23),
		   "the host's gzip -d reads our file (exit %d, %zu bytes)", r, hn);
		free(host);
	}

	got = read_all("ours.gz", buf, n + 100, 7777, &err);
	ok(got == (long)n + 23 && !memcmp(buf, data, n) && err == Z_OK,
	   "gzread reads it back (%ld bytes)", got);

	/* by lines and characters */
	f = gzopen(path("ours.gz"), "r");
	gzseek(f, (z_off_t)n, SEEK_SET);
	is_int(gztell(f), n, "gzseek forward, then gztell");
	ok(gzgets(f, (char *)buf, 100) && !strcmp((char *)buf, "line one\n"),
	   "gzgets reads a line");
	ok(gzgets(f, (char *)buf, 6) && !strcmp((char *)buf, "line "),
	   "gzgets stops at len - 1");
	ok(gzgetc(f) == '2' && gzungetc('X', f) == 'X' && gzgetc(f) == 'X' &&
	   gzgetc(f) == ' ', "gzgetc, gzungetc");
	ok(gzgets(f, (char *)buf, 100) && !strcmp((char *)buf, "of two\n") &&
	   !gzeof(f), "the last line; gzeof not yet");
	ok(gzgetc(f) == -1 && gzeof(f) && !gzgets(f, (char *)buf, 100),
	   "then -1, gzeof, and gzgets NULL");
	ok(gzseek(f, 10, SEEK_SET) == 10 && gzgetc(f) == data[10],
	   "gzseek backwards rereads from the start");
	ok(gzrewind(f) == 0 && gztell(f) == 0 && gzgetc(f) == data[0] &&
	   !gzdirect(f), "gzrewind; gzdirect 0 for gzip");
	ok(gzseek(f, 0, SEEK_END) == -1, "SEEK_END is refused");
	gzclose(f);
	free(buf);
}

static void host_files(const unsigned char *data, size_t n)
{
	unsigned char *buf = malloc(2 * n + 10);
	long got;
	int err, r1, r2;

	put_file("a", data, n / 2, O_TRUNC);
	put_file("b", data + n / 2, n - n / 2, O_TRUNC);
	r1 = host_gzip("-c", "a", "two.gz", 0);
	r2 = host_gzip("-9c", "b", "two.gz", 1);
	if (r1 == 127 || r2 == 127) {
		ok(1, "# skip no host gzip to write files");
		ok(1, "# skip no host gzip to write files");
		free(buf);
		return;
	}
	got = read_all("two.gz", buf, 2 * n + 10, 65536, &err);
	ok(r1 == 0 && r2 == 0 && got == (long)n && !memcmp(buf, data, n) &&
	   err == Z_OK, "two members from gzip -c read as one (%ld bytes)", got);
	/* trailing zeros after the members: ignored, as zlib does */
	put_file("two.gz", "\0\0\0\0\0\0\0\0", 8, O_APPEND);
	got = read_all("two.gz", buf, 2 * n + 10, 1000, &err);
	ok(got == (long)n && err == Z_OK, "padding after the last member is ignored");
	free(buf);
}

static void plain_and_errors(const unsigned char *data, size_t n)
{
	unsigned char *buf = malloc(n + 10), *gz;
	size_t gn = 0;
	const char *msg;
	gzFile f;
	long got;
	int err, fd;

	put_file("plain", data, n, O_TRUNC);
	got = read_all("plain", buf, n + 10, 3000, &err);
	ok(got == (long)n && !memcmp(buf, data, n), "a plain file is read as it is");
	f = gzopen(path("plain"), "r");
	ok(gzdirect(f) == 1 && gzgetc(f) == data[0], "gzdirect says so");
	gzclose(f);
	put_file("empty", "", 0, O_TRUNC);
	ok(read_all("empty", buf, 10, 10, &err) == 0 && err == Z_OK,
	   "an empty file reads as nothing");

	ok(!gzopen(path("x"), "") && !gzopen(path("x"), "r+") &&
	   !gzopen(path("x"), "rT") && !gzopen(path("x"), "b"),
	   "bad modes are refused");
	ok(!gzopen(path("missing"), "r") && errno == ENOENT,
	   "a missing file: NULL, errno ENOENT");
	ok(gzdopen(-1, "r") == NULL, "gzdopen(-1): NULL");

	/* 'T' writes as it is; 'a' appends a member */
	f = gzopen(path("t"), "wT");
	gzputs(f, "plain text\n");
	gzclose(f);
	gz = get_file("t", &gn);
	ok(gn == 11 && !memcmp(gz, "plain text\n", 11), "mode T writes without compressing");
	free(gz);
	f = gzopen(path("app.gz"), "w");
	gzwrite(f, data, 1000);
	gzclose(f);
	f = gzopen(path("app.gz"), "a1");
	gzwrite(f, data + 1000, 1000);
	gzclose(f);
	got = read_all("app.gz", buf, n, 100, &err);
	ok(got == 2000 && !memcmp(buf, data, 2000) && err == Z_OK,
	   "mode a adds a member, read back after the first");

	/* gzdopen on a descriptor, with a small buffer */
	fd = open(path("fd.gz"), O_WRONLY | O_CREAT | O_TRUNC, 0644);
	f = gzdopen(fd, "w");
	ok(f && gzbuffer(f, 100) == 0 && gzwrite(f, data, 50000) == 50000 &&
	   gzbuffer(f, 200) == -1 && gzclose(f) == Z_OK,
	   "gzdopen, gzbuffer before the first write only");
	got = read_all("fd.gz", buf, n, 50000, &err);
	ok(got == 50000 && !memcmp(buf, data, 50000), "and it reads back");

	/* truncated: the data before the cut, then Z_BUF_ERROR */
	gz = get_file("fd.gz", &gn);
	put_file("cut.gz", gz, gn - 20, O_TRUNC);
	f = gzopen(path("cut.gz"), "r");
	got = 0;
	while ((err = gzread(f, buf + got, 4096)) > 0)
		got += err;
	msg = gzerror(f, &err);
	ok(err == Z_BUF_ERROR && got > 40000 && got <= 50000 &&
	   !memcmp(buf, data, got) && strstr(msg, "unexpected end of file") &&
	   strstr(msg, "cut.gz"),
	   "a truncated file: its data, then gzerror Z_BUF_ERROR (%s)", msg);
	is_int(gzclose(f), Z_BUF_ERROR, "gzclose says Z_BUF_ERROR too");

	/* damaged: a bad CRC */
	gz[gn - 6] ^= 0x55;
	put_file("bad.gz", gz, gn, O_TRUNC);
	f = gzopen(path("bad.gz"), "r");
	while (gzread(f, buf, 8192) > 0)
		;
	msg = gzerror(f, &err);
	ok(err == Z_DATA_ERROR && gzread(f, buf, 10) == -1 &&
	   strstr(msg, "incorrect data check"),
	   "a damaged file: -1, gzerror Z_DATA_ERROR (%s)", msg);
	gzclearerr(f);
	gzerror(f, &err);
	is_int(err, Z_OK, "gzclearerr");
	gzclose(f);
	free(gz);

	f = gzopen(path("r.gz"), "w");
	ok(gzread(f, buf, 1) == -1 && gzgetc(f) == -1 && gzrewind(f) == -1,
	   "reading a file open for writing: -1");
	gzclose(f);
	f = gzopen(path("r.gz"), "r");
	ok(gzwrite(f, data, 1) == 0 && gzputc(f, 'x') == -1 &&
	   gzflush(f, Z_SYNC_FLUSH) == Z_STREAM_ERROR,
	   "writing a file open for reading: refused");
	gzclose(f);
	is_int(gzclose(NULL), Z_STREAM_ERROR, "gzclose(NULL)");
	free(buf);
}

int main(void)
{
	size_t n = 300000;
	unsigned char *data = zt_gen(n, 42);
	char cmd[64];
	pid_t pid;

	snprintf(dir, sizeof(dir), "/tmp/zlib_gz.%d", (int)getpid());
	if (mkdir(dir, 0700)) {
		ok(0, "mkdir %s: %s", dir, strerror(errno));
		return done();
	}
	write_read(data, n);
	host_files(data, n);
	plain_and_errors(data, n);

	snprintf(cmd, sizeof(cmd), "%s", dir);
	pid = fork();
	if (pid == 0) {
		char *argv[] = { "rm", "-rf", cmd, NULL };

		execvp("rm", argv);
		_exit(127);
	}
	if (pid > 0)
		waitpid(pid, NULL, 0);
	free(data);
	return done();
}
