/* SPDX-License-Identifier: MIT */
/*
 * nfsroot.c: where root=/dev/nfs mounts from: nfsroot=, DHCP's root path
 * and server, %s; and dracut's and initramfs-tools' other ways to ask for
 * an NFS root, taken as the kernel's.
 */
#include <string.h>
#include <arpa/inet.h>
#include "kinit.h"
#include "cmdline.h"
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

/* nfsroot_from_url(in): its result and output. */
static void url(const char *in, int want, const char *out)
{
	char buf[64];
	int r;

	buf[0] = 0;
	r = nfsroot_from_url(in, buf, sizeof(buf));
	ok(r == want && (r != 1 || !strcmp(buf, out)), "%s -> %d \"%s\" (%d \"%s\")",
	   in, want, out, r, r == 1 ? buf : "");
}

/* The command line after nfsroot_cmdline: root= and nfsroot= as looked up. */
static void forms(const char *line, const char *root, const char *nfsroot)
{
	static struct cmdline c;
	const char *r, *n;

	memset(&c, 0, sizeof(c));
	cmdline_parse(&c, line);
	ok(nfsroot_cmdline(&c) == 0, "%s: taken", line);
	r = cmdline_get(&c, "root");
	n = cmdline_get(&c, "nfsroot");
	ok(r && !strcmp(r, root) && (nfsroot ? n && !strcmp(n, nfsroot) : !n),
	   "... as root=%s nfsroot=%s (root=%s nfsroot=%s)", root,
	   nfsroot ? nfsroot : "(none)", r ? r : "(none)", n ? n : "(none)");
	cmdline_free(&c);
}

static void other_forms(void)
{
	struct ipconfig_lease l;

	url("nfs:10.0.2.2:/srv/root", 1, "10.0.2.2:/srv/root");
	url("nfs:10.0.2.2:/srv/root:tcp,vers=3", 1, "10.0.2.2:/srv/root,tcp,vers=3");
	url("nfs:/srv/root", 1, "/srv/root");
	url("nfs:/srv/root:ro", 1, "/srv/root,ro");
	url("nfs4:10.0.2.2:/", 1, "10.0.2.2:/,vers=4");
	url("nfs4:10.0.2.2:/x:port=2049", 1, "10.0.2.2:/x,vers=4,port=2049");
	url("nfs:10.0.2.2:/srv/root:", 1, "10.0.2.2:/srv/root");
	url("/dev/nfs", 0, "");
	url("nfsroot:x", 0, "");
	url("nfs:10.0.2.2:/a-path-longer-than-the-sixty-four-bytes-of-the-buffer-here", -1, "");

	forms("root=nfs:10.0.2.2:/export:tcp", "/dev/nfs", "10.0.2.2:/export,tcp");
	forms("root=nfs4:10.0.2.2:/", "/dev/nfs", "10.0.2.2:/,vers=4");
	forms("root=dhcp", "/dev/nfs", NULL);
	forms("boot=nfs root=/dev/sda1 nfsroot=10.0.2.2:/x", "/dev/nfs", "10.0.2.2:/x");
	forms("boot=nfs", "/dev/nfs", NULL);
	forms("boot=local root=/dev/sda1", "/dev/sda1", NULL);
	forms("root=/dev/nfs nfsroot=/x", "/dev/nfs", "/x");

	/* dracut's form in the DHCP root path (option 17) too */
	memset(&l, 0, sizeof(l));
	inet_aton("10.0.2.15", &l.addr);
	inet_aton("10.0.2.2", &l.server);
	strcpy(l.rootpath, "nfs:10.0.3.1:/srv/nfsroot:vers=4");
	ok(plan(NULL, &l) == 0 && !strcmp(server(), "10.0.3.1") &&
	   !strcmp(p.path, "/srv/nfsroot") &&
	   !strcmp(p.opts, "vers=3,tcp,rsize=4096,wsize=4096,nolock,vers=4"),
	   "option 17 nfs:10.0.3.1:/srv/nfsroot:vers=4 (%s %s %s)", server(),
	   p.path, p.opts);
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
	other_forms();
	return done();
}
