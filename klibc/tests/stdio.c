/* SPDX-License-Identifier: MIT */
/*
 * stdio: buffered streams.  Round trips of several MiB through every
 * reading and writing function, seeks and ungetc, append mode, freopen,
 * fdopen on a pipe, the buffering modes, the error and end-of-file
 * indicators, fflush(NULL), and the flush at exit.  The expectations hold
 * for glibc too: this file also builds and passes against glibc.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include "tap.h"

#define BIG	(3 * 1024 * 1024 + 12345)

static char names[8][64];

static const char *tmpname(int i)
{
	snprintf(names[i], sizeof(names[i]), "stdio-%d-%d.tmp", (int)getpid(),
		 i);
	return names[i];
}

static long long fsize(const char *path)
{
	struct stat st;

	return stat(path, &st) ? -1 : (long long)st.st_size;
}

/* Deterministic bytes, newlines included, for the round trips. */
static void fill(unsigned char *p, size_t n)
{
	unsigned int x = 12345;
	size_t i;

	for (i = 0; i < n; i++) {
		x = x * 1103515245 + 12345;
		p[i] = (x >> 16) % 97 == 0 ? '\n' : 'a' + (x >> 16) % 26;
	}
}

static void round_trip(void)
{
	const char *name = tmpname(0);
	/*
	 * back has room for the whole of the last fread's request (up to
	 * 70000 bytes), which runs past the end of the file's data.
	 */
	unsigned char *data = malloc(BIG), *back = malloc(BIG + 70000);
	size_t off, n, k, step;
	char *line = NULL;
	size_t cap = 0;
	ssize_t len;
	FILE *f;
	int c, good;

	if (!ok(data && back, "buffers for %d bytes", BIG))
		return;
	fill(data, BIG);

	/* Writing: blocks of every size, bytes, formatted and strings. */
	f = fopen(name, "w");
	ok(f != NULL, "fopen w");
	if (!f)
		return;
	good = 1;
	for (off = 0, step = 1; off < BIG; off += n, step++) {
		n = (step * 7919) % 40000 + 1;
		if (n > BIG - off)
			n = BIG - off;
		switch (step % 4) {
		case 0:
			good &= fwrite(data + off, 1, n, f) == n;
			break;
		case 1:
			for (k = 0; k < n; k++)
				good &= fputc(data[off + k], f) ==
					data[off + k];
			break;
		case 2:
			good &= fprintf(f, "%.*s", (int)n, data + off) ==
				(int)n;
			break;
		default:
			/* fputs stops at a NUL, and there is none. */
			c = data[off + n];
			data[off + n] = '\0';
			good &= fputs((char *)data + off, f) >= 0;
			data[off + n] = c;
		}
	}
	ok(good, "every write succeeded");
	is_int(ftell(f), BIG, "ftell after writing");
	is_int(fclose(f), 0, "fclose after writing");
	is_int(fsize(name), BIG, "the file has every byte");

	/* fread in odd sizes. */
	f = fopen(name, "r");
	ok(f != NULL, "fopen r");
	if (!f)
		return;
	for (off = 0, step = 1; off < BIG; off += n, step++) {
		k = (step * 104729) % 70000 + 1;
		n = fread(back + off, 1, k, f);
		if (n < k)
			break;
	}
	is_int(off + n, BIG, "fread: every byte");
	ok(!memcmp(data, back, BIG), "fread: same bytes");
	ok(feof(f) && !ferror(f), "fread: end of file, no error");
	is_int(fread(back, 1, 10, f), 0, "fread at the end: nothing");
	fclose(f);

	/* fgetc. */
	f = fopen(name, "r");
	memset(back, 0, BIG);
	for (off = 0; (c = fgetc(f)) != EOF && off < BIG; off++)
		back[off] = c;
	is_int(off, BIG, "fgetc: every byte");
	ok(!memcmp(data, back, BIG), "fgetc: same bytes");
	fclose(f);

	/* fgets, with a buffer shorter than some lines. */
	f = fopen(name, "r");
	memset(back, 0, BIG);
	off = 0;
	while (fgets((char *)back + off, 100, f))
		off += strlen((char *)back + off);
	is_int(off, BIG, "fgets: every byte");
	ok(!memcmp(data, back, BIG), "fgets: same bytes");
	fclose(f);

	/* getline. */
	f = fopen(name, "r");
	memset(back, 0, BIG);
	off = 0;
	good = 1;
	while ((len = getline(&line, &cap, f)) > 0) {
		good &= (size_t)len == strlen(line) && cap > (size_t)len;
		memcpy(back + off, line, len);
		off += len;
	}
	is_int(len, -1, "getline: -1 at the end");
	ok(good, "getline: lengths and capacity agree");
	is_int(off, BIG, "getline: every byte");
	ok(!memcmp(data, back, BIG), "getline: same bytes");
	fclose(f);

	free(line);
	free(data);
	free(back);
	unlink(name);
}

static void long_lines(void)
{
	const char *name = tmpname(1);
	char *line = NULL, small[8];
	size_t cap = 0;
	FILE *f = fopen(name, "w+");
	int i;

	if (!ok(f != NULL, "fopen w+"))
		return;
	for (i = 0; i < 40000; i++)
		fputc('x', f);
	fputs("\nshort\nlast", f);
	rewind(f);
	is_int(getline(&line, &cap, f), 40001, "getline: a 40001-byte line");
	ok(line && line[39999] == 'x' && line[40000] == '\n' && !line[40001],
	   "getline: the long line");
	is_int(getline(&line, &cap, f), 6, "getline: the next line");
	is_str(line, "short\n", "getline: its content");
	is_int(getline(&line, &cap, f), 4, "getline: a last line without \\n");
	is_str(line, "last", "getline: its content");
	is_int(getline(&line, &cap, f), -1, "getline: then -1");
	rewind(f);
	is_int(getdelim(&line, &cap, 'x', f), 1, "getdelim on x");
	fseek(f, 40001, SEEK_SET);
	ok(fgets(small, 1, f) == small && !small[0], "fgets of size 1: \"\"");
	ok(fgets(small, 4, f) == small, "fgets of size 4");
	is_str(small, "sho", "fgets of size 4: 3 bytes");
	ok(fgets(small, sizeof(small), f) == small, "fgets: rest of line");
	is_str(small, "rt\n", "fgets: rest of line content");
	ok(fgets(small, sizeof(small), f) == small, "fgets: last line");
	is_str(small, "last", "fgets: last line without \\n");
	ok(fgets(small, sizeof(small), f) == NULL, "fgets at the end: NULL");
	fclose(f);
	free(line);
	unlink(name);
}

static void seeking(void)
{
	const char *name = tmpname(2);
	char b[16];
	FILE *f = fopen(name, "w+");

	if (!ok(f != NULL, "fopen w+ for seeking"))
		return;
	fputs("0123456789", f);
	is_int(ftell(f), 10, "ftell counts buffered output");
	is_int(fseek(f, 3, SEEK_SET), 0, "fseek SEEK_SET");
	is_int(fgetc(f), '3', "read after seek");
	is_int(ftell(f), 4, "ftell counts buffered input");
	is_int(ungetc('x', f), 'x', "ungetc");
	is_int(ftell(f), 3, "ftell after ungetc");
	is_int(fgetc(f), 'x', "the pushed-back byte");
	is_int(fgetc(f), '4', "then the file");
	is_int(fseek(f, -2, SEEK_CUR), 0, "fseek SEEK_CUR back");
	is_int(fgetc(f), '3', "SEEK_CUR counts buffered input");
	ungetc('y', f);
	is_int(fseek(f, 0, SEEK_CUR), 0, "fseek drops ungetc");
	is_int(fgetc(f), '3', "the file, not the pushed-back byte");
	is_int(fseek(f, -1, SEEK_END), 0, "fseek SEEK_END");
	is_int(fgetc(f), '9', "last byte");
	is_int(fgetc(f), EOF, "then EOF");
	ok(feof(f), "feof set");
	is_int(fgetc(f), EOF, "EOF stays");
	is_int(ungetc('z', f), 'z', "ungetc at EOF");
	ok(!feof(f), "ungetc clears feof");
	is_int(fgetc(f), 'z', "pushed back at EOF");
	rewind(f);
	ok(!feof(f), "rewind clears feof");
	is_int(fgetc(f), '0', "rewind: first byte");
	/* Writing after reading, with a seek between. */
	fseek(f, 5, SEEK_SET);
	fputs("ab", f);
	fseek(f, 0, SEEK_SET);
	ok(fgets(b, sizeof(b), f) && !strcmp(b, "01234ab789"),
	   "overwrite in the middle");
	is_int(fseek(f, -100, SEEK_SET), -1, "fseek before the start fails");
	is_int(errno, EINVAL, "with EINVAL");
	is_int(fseeko(f, 20, SEEK_SET), 0, "fseeko past the end");
	fputc('!', f);
	is_int(ftello(f), 21, "ftello after a write past the end");
	fclose(f);
	is_int(fsize(name), 21, "the file grew");
	unlink(name);
}

static void append(void)
{
	const char *name = tmpname(3);
	char b[32];
	FILE *f = fopen(name, "w");

	fputs("abc", f);
	fclose(f);
	f = fopen(name, "a");
	if (!ok(f != NULL, "fopen a"))
		return;
	fputs("def", f);
	fseek(f, 0, SEEK_SET);
	fputs("g", f);
	is_int(ftell(f), 7, "ftell in append mode: the end");
	fclose(f);
	f = fopen(name, "a+");
	ok(f != NULL, "fopen a+");
	ok(fgets(b, sizeof(b), f) && !strcmp(b, "abcdefg"),
	   "a appends whatever the position");
	fputs("h", f);
	fseek(f, 0, SEEK_SET);
	ok(fgets(b, sizeof(b), f) && !strcmp(b, "abcdefgh"), "a+ appends too");
	fclose(f);
	is_int(fopen(name, "wx") == NULL, 1, "wx on an existing file fails");
	is_int(errno, EEXIST, "with EEXIST");
	ok(fopen(name, "q") == NULL && errno == EINVAL, "a bad mode: EINVAL");
	ok(fopen("no/such/dir/file", "r") == NULL && errno == ENOENT,
	   "a missing file: ENOENT");
	f = fopen(name, "re");
	ok(f && (fcntl(fileno(f), F_GETFD) & FD_CLOEXEC), "e: close on exec");
	fclose(f);
	unlink(name);
}

static void reopen(void)
{
	const char *a = tmpname(4), *b = tmpname(5);
	char s[32];
	int n = 0, fd;
	FILE *f;

	f = fopen(b, "w");
	fputs("42 forty-two\n", f);
	fclose(f);
	f = fopen(a, "w");
	fd = fileno(f);
	fputs("pending", f);
	ok(freopen(b, "r", f) == f, "freopen to another file");
	is_int(fileno(f), fd, "freopen keeps the descriptor");
	is_int(fsize(a), 7, "freopen flushed the old file");
	ok(fscanf(f, "%d %s", &n, s) == 2 && n == 42 &&
	   !strcmp(s, "forty-two"), "fscanf on the new file");
	fclose(f);
	f = fopen(b, "r+");
	ok(freopen(NULL, "a", f) == f, "freopen NULL: a new mode");
	fputs("more\n", f);
	fclose(f);
	is_int(fsize(b), 18, "the new mode appends");
	ok(freopen(b, "r", stdin) == stdin, "freopen stdin");
	ok(scanf("%d", &n) == 1 && n == 42, "scanf from it");
	is_int(getchar(), ' ', "getchar from it");
	ok(fgets(s, sizeof(s), stdin) && !strcmp(s, "forty-two\n"),
	   "fgets from it");
	unlink(a);
	unlink(b);
}

static void pipes(void)
{
	char s[32];
	int fd[2];
	FILE *w, *r;

	if (!ok(pipe(fd) == 0, "pipe"))
		return;
	w = fdopen(fd[1], "w");
	r = fdopen(fd[0], "r");
	ok(w && r, "fdopen both ends");
	fprintf(w, "line %d\nsecond", 1);
	ok(fflush(w) == 0, "fflush the pipe");
	ok(fgets(s, sizeof(s), r) && !strcmp(s, "line 1\n"), "fgets the line");
	is_int(fgetc(r), 's', "fgetc from the pipe");
	is_int(fflush(r), 0, "fflush of a pipe being read");
	is_int(fgetc(r), 'e', "keeps what it read ahead");
	is_int(ungetc('e', r), 'e', "ungetc it again");
	is_int(ungetc('S', r), 'S', "ungetc on a pipe");
	fclose(w);
	ok(fgets(s, sizeof(s), r) && !strcmp(s, "Second"), "and read it back");
	is_int(fgetc(r), EOF, "EOF when the writer is gone");
	fclose(r);
	ok(fdopen(-1, "r") == NULL && errno == EBADF, "fdopen of a bad fd");
}

static void buffering(void)
{
	const char *name = tmpname(6);
	char small[7];
	FILE *f;
	int i;

	f = fopen(name, "w");
	ok(setvbuf(f, NULL, _IONBF, 0) == 0, "setvbuf _IONBF");
	fputc('a', f);
	is_int(fsize(name), 1, "unbuffered: written at once");
	fprintf(f, "%s", "bc");
	is_int(fsize(name), 3, "unbuffered printf: written at once");
	fclose(f);

	f = fopen(name, "w");
	ok(setvbuf(f, NULL, _IOLBF, 0) == 0, "setvbuf _IOLBF");
	fputs("abc", f);
	is_int(fsize(name), 0, "line buffered: kept until the newline");
	fputs("d\ne", f);
	ok(fsize(name) >= 5, "line buffered: out at the newline");
	fclose(f);

	f = fopen(name, "w");
	ok(setvbuf(f, NULL, _IOFBF, 4096) == 0, "setvbuf _IOFBF");
	fputs("abc\n", f);
	is_int(fsize(name), 0, "fully buffered: kept");
	fflush(f);
	is_int(fsize(name), 4, "fully buffered: out at fflush");
	fclose(f);

	f = fopen(name, "w+");
	ok(setvbuf(f, small, _IOFBF, sizeof(small)) == 0,
	   "setvbuf with a 7-byte buffer");
	for (i = 0; i < 1000; i++)
		fprintf(f, "%03d,", i);
	rewind(f);
	for (i = 0; i < 1000; i++) {
		int v;

		if (fscanf(f, "%d,", &v) != 1 || v != i)
			break;
	}
	is_int(i, 1000, "a 7-byte buffer: every number back");
	fclose(f);
	ok(setvbuf(stdin, NULL, 42, 0) != 0, "setvbuf with a bad mode fails");
	unlink(name);
}

static void indicators(void)
{
	const char *name = tmpname(7);
	FILE *f = fopen(name, "w");

	ok(!ferror(f) && !feof(f), "a new stream: no indicator");
	is_int(fgetc(f), EOF, "fgetc on a write-only stream");
	ok(ferror(f), "sets the error indicator");
	clearerr(f);
	ok(!ferror(f), "clearerr clears it");
	fclose(f);
	f = fopen(name, "r");
	is_int(fputc('x', f), EOF, "fputc on a read-only stream");
	ok(ferror(f), "sets the error indicator");
	is_int(fprintf(f, "x"), -1, "fprintf on a read-only stream: -1");
	is_int(fputs("x", f), EOF, "fputs on a read-only stream: EOF");
	is_int(fwrite("x", 1, 1, f), 0, "fwrite on a read-only stream: 0");
	is_int(fgetc(f), EOF, "fgetc of an empty file");
	ok(feof(f), "sets the end-of-file indicator");
	rewind(f);
	ok(!ferror(f) && !feof(f), "rewind clears both");
	fclose(f);
	unlink(name);
}

static void flush_all(void)
{
	const char *a = tmpname(0), *b = tmpname(1);
	FILE *fa = fopen(a, "w"), *fb = fopen(b, "w");

	fputs("12345", fa);
	fprintf(fb, "%d", 123);
	ok(fsize(a) == 0 && fsize(b) == 0, "two streams hold their output");
	is_int(fflush(NULL), 0, "fflush(NULL)");
	ok(fsize(a) == 5 && fsize(b) == 3, "fflush(NULL) wrote both");
	fclose(fa);
	fclose(fb);
	is_int(rename(a, b), 0, "rename");
	ok(fsize(a) < 0 && fsize(b) == 5, "rename moved the file");
	is_int(remove(b), 0, "remove a file");
	ok(fsize(b) < 0, "it is gone");
	ok(mkdir(a, 0700) == 0 && remove(a) == 0 && fsize(a) < 0,
	   "remove an empty directory");
	ok(remove(a) < 0 && errno == ENOENT, "remove a missing file: ENOENT");
}

/* What a child process writes on fd 1 and 2 when it runs fn and exits. */
static int child(void (*fn)(void), char *out, size_t size)
{
	int fd[2], status;
	ssize_t n, got = 0;
	pid_t pid;

	if (pipe(fd))
		return -1;
	pid = fork();
	if (pid == 0) {
		dup2(fd[1], 1);
		dup2(fd[1], 2);
		close(fd[0]);
		close(fd[1]);
		fn();
		exit(0);
	}
	close(fd[1]);
	while ((n = read(fd[0], out + got, size - 1 - got)) > 0)
		got += n;
	out[got] = '\0';
	close(fd[0]);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? (int)got : -1;
}

static void buffered_stdout(void)
{
	printf("out %d;", 1);
	fputs("err;", stderr);
	putchar('!');
	puts("");
	write(1, "raw;", 4);
}

static void big_stdout(void)
{
	printf("%20000d", 7);
	fflush(stdout);
	fprintf(stderr, "[%s]", "e");
}

static void with_perror(void)
{
	errno = ENOENT;
	perror("where");
	dprintf(1, "fd %d;", 1);
	errno = EACCES;
	perror(NULL);
}

static void standard_streams(void)
{
	char out[32768], want[256];
	int n;

	n = child(buffered_stdout, out, sizeof(out));
	is_str(out, "err;raw;out 1;!\n", "stdout on a pipe is fully buffered, "
	       "stderr is not, exit flushes");
	(void)n;
	n = child(big_stdout, out, sizeof(out));
	is_int(n, 20003, "a printf larger than the buffer");
	ok(n == 20003 && out[0] == ' ' && out[19999] == '7' &&
	   !strcmp(out + 20000, "[e]"), "its bytes, then stderr's");
	n = child(with_perror, out, sizeof(out));
	snprintf(want, sizeof(want), "where: %s\nfd 1;%s\n", strerror(ENOENT),
		 strerror(EACCES));
	is_str(out, want, "perror and dprintf");
}

int main(void)
{
	round_trip();
	long_lines();
	seeking();
	append();
	reopen();
	pipes();
	buffering();
	indicators();
	flush_all();
	standard_streams();
	return done();
}
