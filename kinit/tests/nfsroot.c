/* SPDX-License-Identifier: MIT */
/* nfsroot.c: where root=/dev/nfs mounts from: nfsroot=, DHCP's root path and server, %s. */
#include <string.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "ipconfig.h"
#include "nfsroot.h"
#include "../../klibc/tests/tap.h"

static struct nfsroot_plan p;
static const char *why;

static int plan(const char *nfsroot, const struct ipconfig_lease *l)
{
	why = "";
	return nfsroot_plan(nfsroot, l, &p, &why);
}

static const char *server(void)
{
	return inet_ntoa(p.server);
}

int main(void)
{
	struct ipconfig_lease l;
	char big[1200];

	memset(&l, 0, sizeof(l));
	inet_aton("10.0.2.15", &l.addr);
	inet_aton("10.0.2.2", &l.server);

	ok(plan(NULL, &l) == 0, "no nfsroot=: the default");
	is_str(p.path, "/tftpboot/10.0.2.15", "... /tftpboot/%s with the client's address");
	is_str(server(), "10.0.2.2", "... the lease's server");
	is_str(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock",
	       "... nfsroot.rst's options and nolock");

	ok(plan("/srv/root,udp,vers=4", &l) == 0, "nfsroot=/srv/root,udp,vers=4");
	is_str(p.path, "/srv/root", "... the path");
	is_str(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock,udp,vers=4",
	       "... options after the defaults, so they win");

	ok(plan("192.168.1.1:/exports/%s/root", &l) == 0, "a server and %%s");
	is_str(server(), "192.168.1.1", "... nfsroot='s server wins");
	is_str(p.path, "/exports/10.0.2.15/root", "... %s replaced");

	ok(plan("myhost", &l) == 0, "a bare name");
	is_str(p.path, "/tftpboot/myhost", "... goes under /tftpboot/");
	ok(plan(",ro", &l) == 0, "only options");
	is_str(p.path, "/tftpboot/10.0.2.15", "... the default path stays");
	ok(plan("default,port=2050", &l) == 0, "nfsroot=default,...");
	is_str(p.path, "/tftpboot/default", "... is a name under /tftpboot/, as in the kernel");
	strcpy(l.rootpath, "default,port=2050");
	ok(plan(NULL, &l) == 0, "option 17 `default,port=2050'");
	is_str(p.path, "/tftpboot/10.0.2.15", "... keeps the default path");
	is_str(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock,port=2050", "... with its options");
	l.rootpath[0] = 0;
	ok(plan("/a:b/%s%s", &l) == 0, "a colon that is not after a server");
	is_str(p.path, "/a:b/10.0.2.1510.0.2.15", "... kept; every %s replaced");
	is_str(server(), "10.0.2.2", "... the lease's server");
	ok(plan("/x/%d%n%p", &l) == 0, "other %% sequences are plain text");
	is_str(p.path, "/x/%d%n%p", "... not a format string");

	strcpy(l.rootpath, "10.0.2.4:/from/dhcp,nfsvers=4");
	ok(plan(NULL, &l) == 0, "DHCP option 17 with a server and options");
	is_str(server(), "10.0.2.4", "... its server");
	is_str(p.path, "/from/dhcp", "... its path");
	is_str(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock,nfsvers=4", "... its options");
	ok(plan("/cmdline", &l) == 0, "nfsroot= and option 17");
	is_str(p.path, "/cmdline", "... nfsroot='s path wins");
	is_str(server(), "10.0.2.4", "... option 17's server stays when nfsroot= names none");
	is_str(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock,nfsvers=4",
	       "... option 17's options stay");
	strcpy(l.rootpath, "/only/path");
	ok(plan(NULL, &l) == 0 && !strcmp(p.path, "/only/path") &&
	   !strcmp(server(), "10.0.2.2"), "option 17 with a path only: the lease's server");

	memset(&l.server, 0, sizeof(l.server));
	l.rootpath[0] = 0;
	ok(plan("/x", &l) == -1, "no server anywhere");
	is_str(why, "no NFS server: give nfsroot=server-ip:/dir, the server in ip=, "
	       "or a DHCP server that names one", "... saying what to give");
	ok(plan("10.1.2.3:/x", NULL) == 0 && !strcmp(server(), "10.1.2.3"),
	   "no lease, the server in nfsroot=");
	ok(plan("10:/x", NULL) == -1, "10: is not a dotted quad");
	ok(plan("10.1.2.3:x", NULL) == -1, "a relative path");
	memset(big, 'a', sizeof(big) - 1);
	big[0] = '/';
	big[sizeof(big) - 1] = 0;
	ok(plan(big, &l) == -1, "a path longer than 1024 bytes");
	is_str(why, "nfsroot= or the DHCP root path is too long", "... saying so");
	memset(big, '%', sizeof(big) - 1);
	big[0] = '/';
	big[1] = '%';
	big[2] = 's';
	big[200] = 0;
	inet_aton("10.0.2.15", &l.addr);
	inet_aton("10.0.2.2", &l.server);
	ok(plan(big, &l) == 0, "many %% signs");
	return done();
}
