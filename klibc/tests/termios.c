/* SPDX-License-Identifier: MIT */
/*
 * termios.c: the terminal functions on a pseudo-terminal: attributes,
 * raw mode, speeds, flushing, flow, the foreground process group and the
 * session of a controlling terminal, and isatty.
 */
#include <termios.h>
#include <sys/ioctl.h>
#include <sys/wait.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <string.h>
#include <unistd.h>
#include "tap.h"

/* sparc's extended speed codes mean other rates and stop at B2000000. */
#ifndef B4000000
# define B4000000	B2000000
#endif

static char slave_name[32];

/* Opens a pty pair the way a libc without posix_openpt has to. */
static int open_pty(int *master, int *slave)
{
	unsigned int n;
	int unlock = 0;

	*master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC);
	if (*master < 0)
		return -1;
	if (ioctl(*master, TIOCSPTLCK, &unlock) < 0 ||
	    ioctl(*master, TIOCGPTN, &n) < 0)
		goto fail;
	snprintf(slave_name, sizeof(slave_name), "/dev/pts/%u", n);
	*slave = open(slave_name, O_RDWR | O_NOCTTY | O_CLOEXEC);
	if (*slave < 0)
		goto fail;
	return 0;
fail:
	close(*master);
	return -1;
}

/* Waits up to a second for the pty to carry input to the slave. */
static int readable(int fd)
{
	struct pollfd p = { .fd = fd, .events = POLLIN };

	return poll(&p, 1, 1000) == 1;
}

static void test_attrs(int m, int s)
{
	struct termios t, u;
	char buf[16];
	ssize_t n;

	memset(&t, 0, sizeof(t));
	ok(tcgetattr(s, &t) == 0, "tcgetattr on the slave");
	ok((t.c_lflag & ICANON) && (t.c_lflag & ECHO),
	   "... a new pty is canonical and echoes");

	u = t;
	cfmakeraw(&u);
	ok(!(u.c_lflag & (ICANON | ECHO | ECHONL | ISIG | IEXTEN)) &&
	   !(u.c_iflag & (IGNBRK | BRKINT | PARMRK | ISTRIP | INLCR | IGNCR |
			  ICRNL | IXON)) &&
	   !(u.c_oflag & OPOST) && (u.c_cflag & CSIZE) == CS8 &&
	   !(u.c_cflag & PARENB) && u.c_cc[VMIN] == 1 && u.c_cc[VTIME] == 0,
	   "cfmakeraw clears the cooking flags, sets CS8, VMIN 1, VTIME 0");
	ok(tcsetattr(s, TCSANOW, &u) == 0, "tcsetattr(TCSANOW) of raw mode");
	memset(&t, 0, sizeof(t));
	tcgetattr(s, &t);
	ok(t.c_lflag == u.c_lflag && t.c_iflag == u.c_iflag &&
	   t.c_oflag == u.c_oflag && t.c_cc[VMIN] == 1 &&
	   t.c_cc[VTIME] == 0, "tcgetattr reads the raw mode back");

	/* Raw: a byte is readable at once, and CR is not turned into NL. */
	write(m, "a\r", 2);
	ok(readable(s), "raw input reaches the slave without a newline");
	n = read(s, buf, sizeof(buf));
	ok(n == 2 && buf[0] == 'a' && buf[1] == '\r',
	   "... untranslated (%d bytes)", (int)n);

	errno = 0;
	ok(tcsetattr(s, 42, &u) == -1 && errno == EINVAL,
	   "tcsetattr with an unknown action: EINVAL");
	ok(tcsetattr(s, TCSADRAIN, &u) == 0, "tcsetattr(TCSADRAIN)");

	/* TCSAFLUSH drops what has arrived but not been read. */
	write(m, "stale", 5);
	ok(readable(s), "input waiting");
	ok(tcsetattr(s, TCSAFLUSH, &u) == 0, "tcsetattr(TCSAFLUSH)");
	fcntl(s, F_SETFL, fcntl(s, F_GETFL) | O_NONBLOCK);
	errno = 0;
	ok(read(s, buf, sizeof(buf)) == -1 && errno == EAGAIN,
	   "... discarded it");
	write(m, "stale", 5);
	ok(readable(s), "input waiting again");
	ok(tcflush(s, TCIFLUSH) == 0, "tcflush(TCIFLUSH)");
	errno = 0;
	ok(read(s, buf, sizeof(buf)) == -1 && errno == EAGAIN,
	   "... discarded it");
	fcntl(s, F_SETFL, fcntl(s, F_GETFL) & ~O_NONBLOCK);
	ok(tcflush(s, TCIOFLUSH) == 0, "tcflush(TCIOFLUSH)");
	errno = 0;
	ok(tcflush(s, 99) == -1 && errno == EINVAL,
	   "tcflush of an unknown queue: EINVAL");

	ok(tcdrain(s) == 0, "tcdrain");
	ok(tcflow(s, TCOOFF) == 0 && tcflow(s, TCOON) == 0,
	   "tcflow: suspend and restart output");
	ok(tcsendbreak(s, 0) == 0, "tcsendbreak(0)");
	ok(tcsendbreak(s, 250) == 0, "tcsendbreak(250)");
}

static void test_speeds(int s)
{
	struct termios t, u;

	tcgetattr(s, &t);
	u = t;
	ok(cfsetospeed(&u, B9600) == 0, "cfsetospeed(B9600)");
	ok(cfsetispeed(&u, B4800) == 0, "cfsetispeed(B4800)");
	is_int(cfgetospeed(&u), B9600, "cfgetospeed");
	is_int(cfgetispeed(&u), B4800, "cfgetispeed");
	ok((u.c_cflag & ~(CBAUD | CIBAUD)) == (t.c_cflag & ~(CBAUD | CIBAUD)),
	   "... the rest of c_cflag is untouched");
	ok(tcsetattr(s, TCSANOW, &u) == 0, "tcsetattr with the speeds");
	memset(&t, 0, sizeof(t));
	tcgetattr(s, &t);
	is_int(cfgetospeed(&t), B9600, "... the output speed reads back");
	if (tap_emu())
		ok(1, "... the input speed # skip qemu-user keeps only one speed");
	else
		is_int(cfgetispeed(&t), B4800, "... the input speed reads back");

	ok(cfsetispeed(&u, B0) == 0, "cfsetispeed(B0)");
	is_int(cfgetispeed(&u), B9600,
	       "... an input speed of 0 means the output speed");
	ok(cfsetspeed(&u, B115200) == 0, "cfsetspeed(B115200)");
	ok(cfgetospeed(&u) == B115200 && cfgetispeed(&u) == B115200,
	   "... sets both");
	ok(cfsetospeed(&u, B4000000) == 0 && cfsetospeed(&u, B0) == 0 &&
	   cfgetospeed(&u) == B0, "B4000000 and B0 are valid speeds");
	errno = 0;
	ok(cfsetospeed(&u, 9600) == -1 && errno == EINVAL,
	   "cfsetospeed(9600), not a B constant: EINVAL");
	errno = 0;
	if (CBAUDEX)
		ok(cfsetispeed(&u, CBAUDEX) == -1 && errno == EINVAL,
		   "cfsetispeed(CBAUDEX alone): EINVAL");
	else	/* powerpc: no CBAUDEX bit; the speeds fill CBAUD to B4000000 */
		ok(cfsetispeed(&u, B4000000 + 1) == -1 && errno == EINVAL,
		   "cfsetispeed(a CBAUD value past B4000000): EINVAL");
	errno = 0;
	ok(cfsetspeed(&u, CBAUD + 1) == -1 && errno == EINVAL,
	   "cfsetspeed of a value outside CBAUD: EINVAL");
	is_int(cfgetospeed(&u), B0, "... and the attributes are unchanged");
}

/*
 * A new session whose controlling terminal is the slave: the checks run
 * in a child (a session leader cannot be made from here) and come back
 * as bits of its exit status.
 */
static void test_session(void)
{
	int m, s, st = 0, bits = 0;
	pid_t pid;

	pid = fork();
	if (pid == 0) {
		if (setsid() < 0 || open_pty(&m, &s) < 0)
			_exit(0x80);
		if (ioctl(s, TIOCSCTTY, (void *)0) < 0)
			_exit(0x40);
		if (tcgetsid(s) == getpid())
			bits |= 1;
		if (tcgetpgrp(s) == getpgrp())
			bits |= 2;
		if (tcsetpgrp(s, getpgrp()) == 0)
			bits |= 4;
		errno = 0;
		if (tcsetpgrp(s, 0x7ffffff0) == -1 &&
		    (errno == ESRCH || errno == EPERM))
			bits |= 8;
		_exit(bits);
	}
	if (!ok(pid > 0 && waitpid(pid, &st, 0) == pid && WIFEXITED(st),
		"a child in a new session"))
		return;
	bits = WEXITSTATUS(st);
	if (bits & 0xc0) {
		ok(1, "controlling terminal # skip the pty cannot be one (%#x)",
		   bits);
		return;
	}
	if (tap_emu())
		ok(1, "tcgetsid # skip qemu-user does not pass TIOCGSID through");
	else
		ok(bits & 1, "tcgetsid: the child's session");
	ok(bits & 2, "tcgetpgrp: the child's process group");
	ok(bits & 4, "tcsetpgrp to its own group");
	ok(bits & 8, "tcsetpgrp to no such group fails");
}

int main(void)
{
	int m, s, p[2];

	if (open_pty(&m, &s) < 0) {
		ok(1, "pseudo-terminals # skip cannot open one (%s)",
		   strerror(errno));
		return done();
	}
	ok(1, "opened /dev/ptmx and %s", slave_name);
	ok(isatty(m) == 1 && isatty(s) == 1, "isatty on both ends");
	ok(pipe(p) == 0, "a pipe");
	errno = 0;
	ok(isatty(p[0]) == 0 && errno == ENOTTY, "isatty on a pipe: 0, ENOTTY");
	errno = 0;
	ok(isatty(-1) == 0 && errno == EBADF, "isatty(-1): 0, EBADF");
	errno = 0;
	ok(tcdrain(p[1]) == -1 && errno == ENOTTY, "tcdrain on a pipe: ENOTTY");
	close(p[0]);
	close(p[1]);

	/* The pty is not our controlling terminal: no group, no session. */
	errno = 0;
	ok(tcgetpgrp(s) == -1 && errno == ENOTTY,
	   "tcgetpgrp of a terminal that is not ours: ENOTTY");
	errno = 0;
	ok(tcgetsid(s) == -1 && errno == ENOTTY,
	   "tcgetsid of a terminal that is not ours: ENOTTY");

	test_attrs(m, s);
	test_speeds(s);
	close(s);
	close(m);
	test_session();
	return done();
}
