/* SPDX-License-Identifier: MIT */
/* poll.c: poll, ppoll, select and pselect on pipes, with timeouts. */
#include <poll.h>
#include <sys/select.h>
#include <sys/time.h>
#include <unistd.h>
#include <signal.h>
#include <errno.h>
#include <time.h>
#include "tap.h"

static long long now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1000LL + ts.tv_nsec / 1000000;
}

int main(void)
{
	int p[2];
	struct pollfd pfd[2];
	fd_set rs, ws;
	struct timeval tv;
	struct timespec ts;
	long long t0, dt;
	char c;

	ok(pipe(p) == 0, "pipe");
	pfd[0].fd = p[0];
	pfd[0].events = POLLIN;
	t0 = now_ms();
	is_int(poll(pfd, 1, 100), 0, "poll times out on an empty pipe");
	dt = now_ms() - t0;
	ok(dt >= 95 && dt < 2000, "poll waited about 100 ms (%lld)", dt);
	pfd[1].fd = p[1];
	pfd[1].events = POLLOUT;
	is_int(poll(pfd, 2, 0), 1, "poll: the write end is ready");
	ok(pfd[1].revents & POLLOUT, "... POLLOUT");
	write(p[1], "x", 1);
	is_int(poll(pfd, 1, -1), 1, "poll: readable after a write");
	ok(pfd[0].revents & POLLIN, "... POLLIN");
	ts.tv_sec = 0;
	ts.tv_nsec = 0;
	is_int(ppoll(pfd, 1, &ts, NULL), 1, "ppoll with a zero timeout");
	read(p[0], &c, 1);

	FD_ZERO(&rs);
	FD_SET(p[0], &rs);
	tv.tv_sec = 0;
	tv.tv_usec = 150000;
	t0 = now_ms();
	is_int(select(p[0] + 1, &rs, NULL, NULL, &tv), 0, "select times out");
	dt = now_ms() - t0;
	ok(dt >= 145 && dt < 2000, "select waited about 150 ms (%lld)", dt);
	ok(!FD_ISSET(p[0], &rs), "select cleared the set");
	ok(tv.tv_sec == 0 && tv.tv_usec == 0, "select wrote back the time left (none)");
	FD_ZERO(&rs);
	FD_ZERO(&ws);
	FD_SET(p[0], &rs);
	FD_SET(p[1], &ws);
	write(p[1], "y", 1);
	tv.tv_sec = 5;
	tv.tv_usec = 0;
	is_int(select(p[1] + 1, &rs, &ws, NULL, &tv), 2, "select: both ends ready");
	ok(FD_ISSET(p[0], &rs) && FD_ISSET(p[1], &ws), "... in both sets");
	ok(tv.tv_sec >= 4, "select left most of the timeout");
	FD_ZERO(&rs);
	FD_SET(p[0], &rs);
	ts.tv_sec = 1;
	ts.tv_nsec = 0;
	is_int(pselect(p[0] + 1, &rs, NULL, NULL, &ts, NULL), 1, "pselect");
	ok(ts.tv_sec == 1 && ts.tv_nsec == 0, "pselect leaves the caller's timeout alone");
	tv.tv_sec = -1;
	tv.tv_usec = 0;
	is_int(select(0, NULL, NULL, NULL, &tv), -1, "select refuses a negative timeout");
	is_int(errno, EINVAL, "... EINVAL");
	close(p[1]);
	read(p[0], &c, 1);
	is_int(poll(pfd, 1, 1000), 1, "poll sees the closed write end");
	ok(pfd[0].revents & POLLHUP, "... POLLHUP");
	close(p[0]);
	pfd[0].fd = p[0];
	is_int(poll(pfd, 1, 0), 1, "poll on a closed descriptor");
	ok(pfd[0].revents & POLLNVAL, "... POLLNVAL");
	return done();
}
