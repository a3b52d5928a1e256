/* SPDX-License-Identifier: MIT */
/* psignal: print a message and a signal's description on stderr. */
#include <signal.h>
#include <string.h>
#include <unistd.h>
#include <sys/uio.h>

void psignal(int sig, const char *msg)
{
	struct iovec v[4];
	int n = 0;

	if (msg && *msg) {
		v[n].iov_base = (void *)msg;
		v[n++].iov_len = strlen(msg);
		v[n].iov_base = (void *)": ";
		v[n++].iov_len = 2;
	}
	v[n].iov_base = strsignal(sig);
	v[n].iov_len = strlen(v[n].iov_base);
	n++;
	v[n].iov_base = (void *)"\n";
	v[n++].iov_len = 1;
	writev(2, v, n);
}
