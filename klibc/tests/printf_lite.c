/* SPDX-License-Identifier: MIT */
/*
 * printf_lite: printf's small path (__printf_lite, which <stdio.h> calls
 * for literal formats of bare %d %i %u %x %c %s %%) prints what the whole
 * formatter prints, returns the same count, and fails the same way; and
 * printf with such a literal prints the same through either path.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include "tap.h"

static char path[64];
/* NULL, where the compiler cannot see it. */
const char *nothing;
static int saved = -1, fd = -1;

/* Sends stdout to a fresh file. */
static void begin(void)
{
	fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
	fflush(stdout);
	saved = dup(1);
	dup2(fd, 1);
}

/* Back to the old stdout; what was written goes to out. */
static void end(char *out, size_t size)
{
	ssize_t n;

	fflush(stdout);
	dup2(saved, 1);
	close(saved);
	n = pread(fd, out, size - 1, 0);
	out[n < 0 ? 0 : n] = '\0';
	close(fd);
}

/*
 * The same arguments through __printf_lite and through snprintf (the
 * whole formatter): the same bytes and the same count.
 */
#define same(what, ...) do {						\
	char lw_[512], lg_[512];					\
	int lc_ = snprintf(lw_, sizeof(lw_), __VA_ARGS__), lr_;	\
	begin();							\
	lr_ = __printf_lite(__VA_ARGS__);				\
	end(lg_, sizeof(lg_));					\
	is_str(lg_, lw_, what);					\
	is_int(lr_, lc_, what ": the count");				\
} while (0)

static void conversions(void)
{
	same("text alone", "plain text, no newline");
	same("%d", "%d", 42);
	same("%d of 0", "[%d]", 0);
	same("%d negative", "%d", -7);
	same("%d of INT_MIN", "%d", INT_MIN);
	same("%d of INT_MAX", "%d", INT_MAX);
	same("%i", "%i|%i", -123456789, 987654321);
	same("%u of UINT_MAX", "%u", UINT_MAX);
	same("%u of a negative int", "%u", -1);
	same("%x", "%x %x %x", 0u, 0xbeefu, UINT_MAX);
	same("%x of a negative int", "%x", -2);
	same("%c", "%c%c%c", 'a', '%', 'z');
	same("%c of a byte over 127", "%c", 0xe9);
	same("%s", "<%s>", "a string");
	same("%s empty", "<%s>", "");
	same("%s of NULL", "<%s>", nothing);
	same("%%", "100%% %d%%", 5);
	same("many", "%s=%d (%x) %c %u %i %% %s\n", "name", -1, 255u, 'q', 7u, 8,
	     "end");
}

/* A long %s crosses the stream's buffer. */
static void long_output(void)
{
	static char big[BUFSIZ * 2 + 100], out[sizeof(big) + 16];
	int r;

	memset(big, 'x', sizeof(big) - 1);
	begin();
	r = __printf_lite("[%s]", big);
	end(out, sizeof(out));
	is_int(r, (int)sizeof(big) + 1, "a %s larger than the buffer: the count");
	ok(strlen(out) == sizeof(big) + 1 && out[0] == '[' && out[1] == 'x' &&
	   out[sizeof(big)] == ']', "  and its bytes");
}

/*
 * printf with literals: <stdio.h> sends the simple ones to the small
 * path and the others to the whole formatter; each prints the same.
 */
static void through_printf(void)
{
	char out[256];
	int r;

	begin();
	r = printf("hello, world %d\n", 42);
	r += printf("%5d|%-3s|%#x|%ld\n", 42, "a", 255u, -3L);
	r += printf("%s %c %u %x %i%%\n", "mix", 'm', 3u, 10u, -4);
	end(out, sizeof(out));
	is_str(out, "hello, world 42\n   42|a  |0xff|-3\nmix m 3 a -4%\n",
	       "printf with simple and full formats");
	is_int(r, 16 + 18 + 14, "  their counts");
}

/*
 * A write error on an unbuffered stdout: -1, errno and the error
 * indicator, as printf; an earlier error does not fail a later call.
 */
static void errors(void)
{
	int r1, e, err1, r2, err2;

	fflush(stdout);
	setvbuf(stdout, NULL, _IONBF, 0);
	saved = dup(1);
	close(1);
	errno = 0;
	r1 = __printf_lite("x %d\n", 1);
	e = errno;
	err1 = ferror(stdout);
	r2 = __printf_lite("%s", "");
	err2 = ferror(stdout);
	/* The results are reported once stdout is back. */
	dup2(saved, 1);
	close(saved);
	clearerr(stdout);
	is_int(r1, -1, "a write error: -1");
	is_int(e, EBADF, "  errno EBADF");
	ok(err1, "  the stream's error indicator is set");
	is_int(r2, 0, "an earlier error does not fail a call that writes nothing");
	ok(err2, "  and the indicator stays set");
}

int main(void)
{
	snprintf(path, sizeof(path), "printf_lite-%d.tmp", (int)getpid());
	conversions();
	long_output();
	through_printf();
	errors();
	unlink(path);
	return done();
}
