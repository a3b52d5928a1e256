/* SPDX-License-Identifier: MIT */
/*
 * env.c: getenv, setenv, unsetenv, putenv and clearenv on environ, and
 * that setting one variable over and over does not use ever more memory.
 */
#define _GNU_SOURCE
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include "tap.h"

static int count(const char *prefix)
{
	size_t len = strlen(prefix);
	char **e;
	int n = 0;

	for (e = environ; e && *e; e++)
		n += !strncmp(*e, prefix, len);
	return n;
}

/*
 * The process's mapped memory in pages, the sum of /proc/self/maps (which
 * qemu-user answers for the program it runs, where /proc/self/statm would
 * describe the emulator); -1 without /proc.
 */
static long mapped_pages(void)
{
	static char buf[65536];
	unsigned long lo, hi, sum = 0;
	size_t len = 0;
	ssize_t n;
	char *p;
	int fd = open("/proc/self/maps", O_RDONLY);

	if (fd < 0)
		return -1;
	while (len < sizeof(buf) - 1 &&
	       (n = read(fd, buf + len, sizeof(buf) - 1 - len)) > 0)
		len += n;
	close(fd);
	buf[len] = '\0';
	for (p = buf; p; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : NULL)
		if (sscanf(p, "%lx-%lx", &lo, &hi) == 2)
			sum += hi - lo;
	return sum ? (long)(sum / 4096) : -1;
}

static void errors(void)
{
	errno = 0;
	is_int(setenv("", "x", 1), -1, "setenv with an empty name fails");
	is_int(errno, EINVAL, "... EINVAL");
	errno = 0;
	is_int(setenv("A=B", "x", 1), -1, "setenv with '=' in the name fails");
	is_int(errno, EINVAL, "... EINVAL");
	errno = 0;
	is_int(setenv(NULL, "x", 1), -1, "setenv with a NULL name fails");
	is_int(errno, EINVAL, "... EINVAL");
	errno = 0;
	is_int(unsetenv(""), -1, "unsetenv with an empty name fails");
	is_int(errno, EINVAL, "... EINVAL");
	errno = 0;
	is_int(unsetenv("A=B"), -1, "unsetenv with '=' in the name fails");
	is_int(errno, EINVAL, "... EINVAL");
	is_int(unsetenv("KT_NEVER_SET"), 0, "unsetenv of an unset name is 0");
	ok(getenv("KT_NEVER_SET") == NULL, "getenv of an unset name is NULL");
	ok(getenv("") == NULL, "getenv(\"\") is NULL");
}

static void set_unset(void)
{
	is_int(setenv("KT_A", "1", 1), 0, "setenv KT_A=1");
	is_str(getenv("KT_A"), "1", "getenv KT_A");
	is_int(setenv("KT_A", "2", 0), 0, "setenv without overwrite");
	is_str(getenv("KT_A"), "1", "... keeps the old value");
	is_int(setenv("KT_A", "2", 1), 0, "setenv with overwrite");
	is_str(getenv("KT_A"), "2", "... changes it");
	is_int(setenv("KT_AB", "3", 1), 0, "setenv KT_AB, KT_A's name longer");
	is_str(getenv("KT_A"), "2", "KT_A unchanged");
	is_str(getenv("KT_AB"), "3", "KT_AB set");
	ok(getenv("KT_") == NULL, "a prefix of a name is no match");
	is_int(setenv("KT_E", "", 1), 0, "setenv to an empty value");
	is_str(getenv("KT_E"), "", "... is set, empty");
	is_int(setenv("KT_V", "a=b=c", 1), 0, "a value may hold '='");
	is_str(getenv("KT_V"), "a=b=c", "... all of it");
	is_int(count("KT_A="), 1, "one KT_A in environ");
	is_int(unsetenv("KT_A"), 0, "unsetenv KT_A");
	ok(getenv("KT_A") == NULL, "KT_A gone");
	is_str(getenv("KT_AB"), "3", "KT_AB stays");
	is_int(count("KT_A="), 0, "no KT_A in environ");
}

static void put(void)
{
	static char a[] = "KT_P=one";
	static char b[] = "KT_P=two";
	static char bare[] = "KT_P";

	is_int(putenv(a), 0, "putenv KT_P=one");
	ok(getenv("KT_P") == a + 5, "getenv points into the string given");
	a[5] = 'O';
	is_str(getenv("KT_P"), "One", "changing the string changes the value");
	is_int(putenv(b), 0, "putenv replaces");
	is_str(getenv("KT_P"), "two", "... with the new string");
	is_int(count("KT_P="), 1, "... once");
	is_int(setenv("KT_P", "three", 1), 0, "setenv over a putenv string");
	is_str(getenv("KT_P"), "three", "... takes a copy");
	is_str(b, "KT_P=two", "... and leaves the string alone");
	is_int(putenv(a), 0, "putenv over a setenv copy");
	is_str(getenv("KT_P"), "One", "... is the string again");
	is_int(putenv(bare), 0, "putenv without '=' removes the name");
	ok(getenv("KT_P") == NULL, "... KT_P gone");
}

static void duplicates(void)
{
	static char d1[] = "KT_D=1", d2[] = "KT_D=2", o[] = "KT_O=x";
	char *vec[] = { d1, o, d2, NULL };
	char **saved = environ;

	environ = vec;
	is_str(getenv("KT_D"), "1", "the first of two entries wins");
	is_int(unsetenv("KT_D"), 0, "unsetenv with two entries");
	ok(getenv("KT_D") == NULL, "... removes both");
	is_str(getenv("KT_O"), "x", "... and keeps the rest");
	ok(vec[0] == o && vec[1] == NULL, "... in the program's own array");
	is_int(setenv("KT_N", "new", 1), 0, "setenv on a program's array");
	is_str(getenv("KT_N"), "new", "... adds");
	is_str(getenv("KT_O"), "x", "... and keeps the rest");
	environ = saved;
}

/*
 * Every value is different, so keeping old copies around (as glibc does,
 * in case a program still holds a pointer from getenv) would use 50000
 * times 200 bytes; this library frees a copy once it leaves environ.
 */
static void no_leak(void)
{
	char value[200];
	long before, after;
	int i;

	memset(value, 'v', sizeof(value) - 1);
	value[sizeof(value) - 1] = '\0';
	before = mapped_pages();
	for (i = 0; i < 50000; i++) {
		snprintf(value, 16, "%09d", i);
		value[9] = 'v';
		if (setenv("KT_LOOP", value, 1))
			break;
	}
	is_int(i, 50000, "50000 setenv of one name");
	ok(!strncmp(getenv("KT_LOOP"), "000049999v", 10),
	   "... the last value holds");
	after = mapped_pages();
#ifndef __KLIBC__
	(void)before;
	(void)after;
	ok(1, "# skip the C library may keep old values");
#else
	if (before < 0 || after < 0) {
		ok(1, "# skip no /proc/self/maps");
		return;
	}
	/* 50000 leaked copies would be some 10 MB, 2400 pages. */
	if (!ok(after - before < 100, "... in bounded memory"))
		diag("%ld pages before, %ld after", before, after);
#endif
}

int main(int argc, char **argv)
{
	char *first, name[256];
	size_t len;

	/* A variable from start-up: its string is not ours to free. */
	first = environ && environ[0] ? environ[0] : NULL;
	if (first && strchr(first, '=') &&
	    (len = strchr(first, '=') - first) > 0 && len < sizeof(name)) {
		memcpy(name, first, len);
		name[len] = '\0';
		is_int(setenv(name, "replaced", 1), 0,
		       "setenv over a start-up variable");
		is_str(getenv(name), "replaced", "... takes");
		is_int(unsetenv(name), 0, "unsetenv of it");
		ok(getenv(name) == NULL, "... removes it");
	} else {
		ok(1, "# skip empty environment");
	}

	errors();
	set_unset();
	put();
	duplicates();
	no_leak();

	is_int(clearenv(), 0, "clearenv");
	ok(!environ || !environ[0], "environ is empty");
	ok(getenv("KT_AB") == NULL, "getenv finds nothing");
	is_int(setenv("KT_C", "after", 1), 0, "setenv after clearenv");
	is_str(getenv("KT_C"), "after", "... works");
	ok(environ && environ[0] && !environ[1], "... one entry in environ");
	return done();
}
