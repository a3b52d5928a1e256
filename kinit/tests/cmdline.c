/* SPDX-License-Identifier: MIT */
/* cmdline.c: the command-line parser splits and looks up as the kernel does. */
#include <stdint.h>
#include <string.h>
#include <stdlib.h>
#include <sys/mount.h>
#include "kinit.h"
#include "utils.h"
#include "../../klibc/tests/tap.h"

/* Every name and value points into the storage as it is now. */
static int inside(const struct cmdline *c)
{
	int i;

	for (i = 0; i < c->n; i++) {
		if (c->name[i] < c->buf || c->name[i] >= c->buf + c->used)
			return 0;
		if (c->value[i] && (c->value[i] < c->buf ||
				    c->value[i] >= c->buf + c->used))
			return 0;
	}
	return 1;
}

/* volatile: a block only allocated and freed would be optimised away */
static void *volatile blocker;

/*
 * issue 15: a name stored, then a value that makes the storage move; the
 * name must move with it.  Run first, on a heap nothing was freed to yet,
 * so that the block allocated after the storage sits right after it and
 * realloc cannot grow the storage in place.
 */
static void moved_storage(void)
{
	static char line[3100];
	struct cmdline c;
	uintptr_t before;

	memset(&c, 0, sizeof(c));
	strcpy(line, "a=");
	memset(line + 2, 'v', 3000);
	line[3002] = '\0';
	/* two bytes of storage in use: the name "a" still fits */
	ok(cmdline_parse(&c, "x") == 0, "a bare word first");
	blocker = malloc(16);
	before = (uintptr_t)c.buf;
	ok(cmdline_parse(&c, line) == 0 && c.n == 2, "then a= and a 3000-byte value");
	if ((uintptr_t)c.buf == before)
		diag("the storage grew in place: the next test proves less");
	ok(inside(&c), "... its name and value are in the storage as it is now");
	ok(cmdline_get(&c, "a") && strlen(cmdline_get(&c, "a")) == 3000,
	   "... and found by its name");
	ok(cmdline_parse(&c, "b=1 c cc=") == 0 && inside(&c), "more after it");
	ok(cmdline_has(&c, "a") && cmdline_has(&c, "c") && !cmdline_has(&c, "cc=") &&
	   cmdline_get(&c, "cc") && !*cmdline_get(&c, "cc"), "... all found");
	free(blocker);
	cmdline_free(&c);
}

int main(void)
{
	struct cmdline c;
	int i;

	moved_storage();
	memset(&c, 0, sizeof(c));
	ok(cmdline_parse(&c, "  root=/dev/vda1 ro  quiet init=/bin/sh\tfoo=bar=baz \n") == 0,
	   "parse a plain line");
	is_int(c.n, 5, "five words");
	is_str(cmdline_get(&c, "root"), "/dev/vda1", "root=");
	is_str(cmdline_get(&c, "ro"), "", "a bare word gives \"\"");
	ok(cmdline_has(&c, "quiet") && !cmdline_has(&c, "rw"), "cmdline_has");
	is_str(cmdline_get(&c, "foo"), "bar=baz", "the value runs to the end of the word");
	ok(cmdline_get(&c, "nosuch") == NULL, "a missing name gives NULL");
	ok(cmdline_parse(&c, "root=LABEL=later rootflags=\"data=journal,noatime\"") == 0,
	   "parse more");
	is_str(cmdline_get(&c, "root"), "LABEL=later", "the last occurrence wins");
	is_str(cmdline_get(&c, "rootflags"), "data=journal,noatime", "quotes are removed");
	ok(cmdline_parse(&c, "\"LABEL=with space\" x=\"a b\"c") == 0, "quoted spaces");
	is_str(cmdline_get(&c, "LABEL"), "with space", "a whole quoted word");
	is_str(cmdline_get(&c, "x"), "a bc", "a quoted part of a value");
	ok(cmdline_parse(&c, "") == 0 && cmdline_parse(&c, "   ") == 0, "empty lines");
	ok(cmdline_parse(&c, "unterminated=\"oops and more") == 0, "an unterminated quote");
	is_str(cmdline_get(&c, "unterminated"), "oops and more", "... runs to the end");
	cmdline_free(&c);

	/* far more words than are kept: no crash, the first ones stay */
	memset(&c, 0, sizeof(c));
	{
		char *big = malloc(20000), *p = big;

		for (i = 0; i < 2000; i++)
			p += sprintf(p, "w%d=%d ", i, i);
		ok(cmdline_parse(&c, big) == 0, "2000 words");
		is_int(c.n, CMDLINE_MAX, "... the first CMDLINE_MAX are kept");
		is_str(cmdline_get(&c, "w0"), "0", "... including the first");
		free(big);
	}
	cmdline_free(&c);
	memset(&c, 0, sizeof(c));
	{
		char *huge = malloc(10000);

		memset(huge, 'a', 9999);
		huge[9999] = '\0';
		ok(cmdline_parse(&c, huge) == 0 && c.n == 1 && strlen(c.name[0]) < 9999,
		   "an over-long word is cut, not overflowed");
		free(huge);
	}
	cmdline_free(&c);

	/* rootwait[=N]; a count of seconds that overflowed is for ever */
	memset(&c, 0, sizeof(c));
	ok(cmdline_parse(&c, "a=7 b c=-3 d=99999999999999999999 e=9223372036854776 f=x") == 0,
	   "waits");
	is_int(cmdline_wait_ms(&c, "none", 5000), 5000, "an absent wait: the default");
	is_int(cmdline_wait_ms(&c, "a", 5000), 7000, "a=7: 7 s");
	is_int(cmdline_wait_ms(&c, "b", 5000), -1, "a bare wait: for ever");
	is_int(cmdline_wait_ms(&c, "c", 5000), -1, "a negative wait: for ever");
	is_int(cmdline_wait_ms(&c, "d", 5000), -1, "a wait too large for a long long: for ever");
	is_int(cmdline_wait_ms(&c, "e", 5000), -1, "a wait too large in ms: for ever");
	is_int(cmdline_wait_ms(&c, "f", 5000), 0, "not a number: 0, as atoll()");
	cmdline_free(&c);

	/* Repeated parameters in order; the last of several bare flags. */
	memset(&c, 0, sizeof(c));
	ok(cmdline_parse(&c, "md=0,a ro ip=dhcp virtio_net.napi_tx=1 md=1,b "
			 "nfsaddrs=x virtio_net. md rw=1 rw virtio_netx.y=2 ro=0") == 0,
	   "repeated parameters");
	{
		char seen[128] = "";
		int i;

		for (i = -1; (i = cmdline_next(&c, i, "md")) >= 0;)
			snprintf(seen + strlen(seen), sizeof(seen) - strlen(seen), "%d:%s ",
				 i, c.value[i] ? c.value[i] : "-");
		is_str(seen, "0:0,a 4:1,b 7:- ", "cmdline_next: every md, in order");
		seen[0] = '\0';
		for (i = -1; (i = cmdline_next(&c, i, "ip|nfsaddrs")) >= 0;)
			snprintf(seen + strlen(seen), sizeof(seen) - strlen(seen), "%s ", c.name[i]);
		is_str(seen, "ip nfsaddrs ", "... either of two names, in command-line order");
		seen[0] = '\0';
		for (i = -1; (i = cmdline_next(&c, i, "virtio_net.*")) >= 0;)
			snprintf(seen + strlen(seen), sizeof(seen) - strlen(seen), "%s ", c.name[i]);
		is_str(seen, "virtio_net.napi_tx ", "... a module's parameters, not a bare prefix or another module");
		is_int(cmdline_next(&c, 7, "md"), -1, "... none after the last");
	}
	is_str(cmdline_last_flag(&c, "ro|rw"), "rw", "cmdline_last_flag: the last bare one of ro and rw");
	is_int(cmdline_last_flag(&c, "quiet") == NULL, 1, "... NULL when none is given");
	cmdline_free(&c);
	memset(&c, 0, sizeof(c));
	ok(cmdline_parse(&c, "rw ro=1 ro") == 0 && !strcmp(cmdline_last_flag(&c, "ro|rw"), "ro"),
	   "... ro after rw wins; ro=1 is not a bare flag");
	cmdline_free(&c);

	/* kinit reads rootflags= with the utilities' mount option parser. */
	{
		struct mount_opts o;

		memset(&o, 0, sizeof(o));
		ok(mount_opts_parse(&o, "rw,noatime,data=journal,nosuid,errors=remount-ro") == 0,
		   "rootflags parse");
		ok(o.flags == (MS_NOATIME | MS_NOSUID), "mount option flags");
		is_str(o.data, "data=journal,errors=remount-ro", "the rest is filesystem data");
		free(o.data);
		memset(&o, 0, sizeof(o));
		ok(mount_opts_parse(&o, "ro,rw") == 0 && !(o.flags & MS_RDONLY) && !o.data,
		   "the last of ro and rw wins");
	}
	return done();
}
