/* SPDX-License-Identifier: MIT */
/*
 * kinit: the program the kernel runs as /init.  It does in user space what
 * the kernel's prepare_namespace() did: load the modules the initramfs
 * carries, wait for the root device, mount it, and hand over to the real
 * init.  When it cannot, it says what it was asked for and what it found.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <fcntl.h>
#include <unistd.h>
#include <errno.h>
#include <poll.h>
#include <time.h>
#include <sys/stat.h>
#include <sys/mount.h>
#include <sys/socket.h>
#include <sys/utsname.h>
#include <sys/sysmacros.h>
#include <dirent.h>
#include <linux/netlink.h>
#include "kinit.h"
#include "kinit_version.h"
#include "ipconfig.h"
#include "nfsroot.h"
#include "fstab.h"
#include "initrd.h"
#include "md.h"
#include "resume.h"
#include "utils.h"

extern int kmsg_to_kernel, kmsg_debug;

#define DEFAULT_WAIT_MS	30000	/* without rootwait or rootdelay */

static void mount_early(const char *what, const char *dir, const char *type,
			unsigned long flags, const char *data)
{
	mkdir(dir, 0755);
	if (mount(what, dir, type, flags, data) && errno != EBUSY)
		kmsg(KWARN, "cannot mount %s on %s: %s", type, dir, strerror(errno));
}

/* A socket that wakes us when the kernel announces a new device. */
static int uevent_socket(void)
{
	struct sockaddr_nl sa;
	int fd = socket(AF_NETLINK, SOCK_DGRAM | SOCK_CLOEXEC | SOCK_NONBLOCK,
			NETLINK_KOBJECT_UEVENT);

	if (fd < 0)
		return -1;
	memset(&sa, 0, sizeof(sa));
	sa.nl_family = AF_NETLINK;
	sa.nl_groups = 1;
	if (bind(fd, (struct sockaddr *)&sa, sizeof(sa))) {
		close(fd);
		return -1;
	}
	return fd;
}

/* Sleep until a uevent arrives or ms pass; drain what arrived. */
static void wait_event(int fd, int ms)
{
	struct pollfd p = { fd, POLLIN, 0 };
	char buf[2048];

	if (fd < 0) {
		usleep((useconds_t)ms * 1000);
		return;
	}
	if (poll(&p, 1, ms) > 0)
		while (recv(fd, buf, sizeof(buf), 0) > 0)
			;
}

/*
 * Wait for the root device.  rootwait waits for ever (rootwait=N for N
 * seconds), otherwise a bounded default; the device list is scanned again
 * whenever a device appears, and at growing intervals besides.
 */
static int find_root(const struct cmdline *c, const char *spec,
		     struct rootspec *r, long long *waited)
{
	const char *why;
	long long start = now_ms();
	long long limit = cmdline_wait_ms(c, "rootwait", DEFAULT_WAIT_MS);
	int fd, res, delay = 5;

	fd = uevent_socket();
	for (;;) {
		res = devname_resolve(spec, r, &why);
		if (res < 0) {
			kmsg(KERR, "root=%s: %s", spec, why);
			break;
		}
		if (res > 0)
			break;
		if (limit >= 0 && now_ms() - start >= limit)
			break;
		wait_event(fd, delay);
		if (delay < 250)
			delay *= 2;
	}
	if (fd >= 0)
		close(fd);
	*waited = now_ms() - start;
	return res;
}

/* rootfstype= when given, else what resolving the root found (or NULL: probe). */
static const char *fstype_of(const struct cmdline *c, const struct rootspec *r)
{
	const char *t = cmdline_get(c, "rootfstype");

	if (t && *t)
		return t;
	return r->fstype[0] ? r->fstype : NULL;
}

/* Move a mount into the new root when it has a place for it, else drop it. */
static void carry(const char *dir, const char *root)
{
	char target[64];
	struct stat st;

	snprintf(target, sizeof(target), "%s%s", root, dir);
	if (!stat(target, &st) && S_ISDIR(st.st_mode) &&
	    !mount(dir, target, NULL, MS_MOVE, NULL))
		return;
	umount2(dir, MNT_DETACH);
}

static void give_up(const struct cmdline *c)
{
	char *sh[] = { "/bin/sh", NULL };

	if ((cmdline_has(c, "rd.shell") || cmdline_has(c, "kinit.shell")) &&
	    !access("/bin/sh", X_OK)) {
		kmsg(KERR, "starting /bin/sh as asked (rd.shell)");
		execv("/bin/sh", sh);
		kmsg(KERR, "cannot run /bin/sh: %s", strerror(errno));
	}
	kmsg(KERR, "giving up; the kernel will panic now");
	sync();
	exit(1);
}

int main(int argc, char **argv)
{
	static struct cmdline c;
	struct ipconfig_lease lease;
	int have_net = 0, nfs;
	struct rootspec r;
	struct runinit ri;
	struct utsname u;
	char moddir[128], rootdev[64];
	struct mount_opts mo;
	const char *root, *v, *init, *t;
	unsigned long flags;
	long long waited, t0, tmod, tmount;
	char **initargv;
	int i, n;

	kinit_prog = "kinit";
	t0 = now_ms();
	timing_begin("kinit");
	timing_begin("mounts");
	mount_early("proc", "/proc", "proc", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
	mount_early("sysfs", "/sys", "sysfs", MS_NOSUID | MS_NODEV | MS_NOEXEC, NULL);
	mount_early("devtmpfs", "/dev", "devtmpfs", MS_NOSUID, "mode=0755");
	mount_early("tmpfs", "/run", "tmpfs", MS_NOSUID | MS_NODEV, "mode=0755");
	kmsg_to_kernel = !access("/dev/kmsg", W_OK);
	if (fcntl(1, F_GETFD) < 0)
		reopen_console("/dev/console");
	timing_end("mounts");

	if (cmdline_load(&c, argc, argv))
		kmsg(KERR, "out of memory reading the command line");
	kmsg_debug = cmdline_has(&c, "kinit.debug");
	kmsg(KINFO, "started at %lld ms", t0);
	/* A kinit other than the kernel's own (an external initramfs). */
	kinit_check_version(KINIT_VERSION_FILE);

	timing_begin("modules");
	tmod = now_ms();
	uname(&u);
	snprintf(moddir, sizeof(moddir), "/lib/modules/%s", u.release);
	if (access(moddir, F_OK)) {
		/* An image built for another release: say so, then try it. */
		DIR *d = opendir("/lib/modules");
		struct dirent *e;

		while (d && (e = readdir(d)))
			if (e->d_name[0] != '.') {
				kmsg(KWARN, "modules are for %s, the kernel is %s",
				     e->d_name, u.release);
				snprintf(moddir, sizeof(moddir), "/lib/modules/%s",
					 e->d_name);
				break;
			}
		if (d)
			closedir(d);
	}
	initrd_params(&c);	/* ramdisk_size= for the brd module */
	n = load_modules(moddir, &c);
	timing_end("modules");
	tmod = now_ms() - tmod;
	if (n)
		kmsg(KWARN, "%d module(s) failed to load", n);

	/* Before anything is mounted read-write: the image expects it. */
	resume_stage(&c);
	/* Arrays before the root lookup: the root may be one. */
	md_stage(&c);

	v = cmdline_get(&c, "rootdelay");
	if (v && atoi(v) > 0) {
		kmsg(KINFO, "rootdelay: waiting %d s", atoi(v));
		timing_begin("rootdelay");
		sleep((unsigned int)atoi(v));
		timing_end("rootdelay");
	}

	/* The network before the root lookup: an NFS root needs it. */
	memset(&lease, 0, sizeof(lease));
	root = cmdline_get(&c, "root");
	if (cmdline_has(&c, "ip") || cmdline_has(&c, "nfsaddrs") ||
	    (root && !strcmp(root, "/dev/nfs"))) {
		timing_begin("ipconfig");
		have_net = ipconfig_kinit(&c, &lease) == 0;
		timing_end("ipconfig");
		if (have_net)
			kmsg(KDEBUG, "network configured on %s", lease.dev);
	}

	/* An old initrd: the root itself, or its /linuxrc may choose one. */
	root = initrd_stage(&c, root);
	if (!root || !*root) {
		kmsg(KERR, "no root= on the command line: nothing to mount");
		devname_table();
		give_up(&c);
	}
	/* root=/dev/nfs names no device: the network has the root. */
	nfs = !strcmp(root, "/dev/nfs");
	waited = 0;
	timing_begin("find-root");
	n = nfs ? 1 : find_root(&c, root, &r, &waited);
	timing_end("find-root");
	if (n <= 0) {
		kmsg(KERR, "cannot find the root device root=%s (waited %lld.%03lld s%s)",
		     root, waited / 1000, waited % 1000,
		     cmdline_has(&c, "rootwait") ? "" : "; rootwait waits longer");
		devname_table();
		give_up(&c);
	}
	if (!nfs)
		kmsg(KINFO, "root=%s is %s (%u:%u), found after %lld ms", root,
		     r.path, major(r.dev), minor(r.dev), waited);

	timing_begin("mount-root");
	memset(&mo, 0, sizeof(mo));
	if (mount_opts_parse(&mo, cmdline_get(&c, "rootflags")))
		kmsg(KERR, "rootflags: out of memory; ignored");
	flags = MS_RDONLY | MS_SILENT | mo.flags;
	/* The last of ro and rw wins, as in the kernel. */
	t = cmdline_last_flag(&c, "ro|rw");
	if (t && !strcmp(t, "rw"))
		flags &= ~MS_RDONLY;
	else if (t)
		flags |= MS_RDONLY;
	mkdir("/root", 0755);
	snprintf(rootdev, sizeof(rootdev), "%s", nfs ? "/dev/nfs" : r.path);
	tmount = now_ms();
	if (nfs) {
		if (!have_net)
			kmsg(KWARN, "root=/dev/nfs: the network is not "
			     "configured; trying anyway");
		if (nfsroot_mount(&c, have_net ? &lease : NULL, "/root", flags,
				  rootdev, sizeof(rootdev)))
			give_up(&c);
	} else if (mount_root(rootdev, "/root", fstype_of(&c, &r), flags,
			      mo.data)) {
		devname_table();
		give_up(&c);
	}
	timing_end("mount-root");
	tmount = now_ms() - tmount;
	initrd_carry("/root");
	/* /usr from the root's fstab, kinit_mount=: init may need them. */
	extra_mounts_stage(&c, "/root", !!(flags & MS_RDONLY));

	init = cmdline_get(&c, "init");
	if (init && !*init)
		init = NULL;
	/* The kernel passes init's own arguments to us: hand them on. */
	initargv = calloc((size_t)argc + 1, sizeof(*initargv));
	if (!initargv)
		give_up(&c);
	initargv[0] = (char *)(init ? init : "/sbin/init");
	for (i = 1, n = 1; i < argc && strcmp(argv[i], "--"); i++)
		initargv[n++] = argv[i];
	initargv[n] = NULL;

	timing_end("kinit");
	/*
	 * kinit's own work: all but what the kernel spends loading modules,
	 * the wait for the root device and the kernel's mount of it.
	 */
	kmsg(KINFO, "handing over to %s on %s after %lld ms (modules %lld ms, "
	     "waiting for the root %lld ms, mounting it %lld ms, kinit's own "
	     "work %lld ms)", init ? init : "init", rootdev, now_ms() - t0,
	     tmod, waited, tmount, now_ms() - t0 - waited - tmod - tmount);
	timing_write("/run/kinit/timing");
	carry("/dev", "/root");
	carry("/proc", "/root");
	carry("/sys", "/root");
	carry("/run", "/root");

	memset(&ri, 0, sizeof(ri));
	ri.root = "/root";
	ri.console = "/dev/console";
	ri.drop_caps = cmdline_get(&c, "drop_capabilities");
	if (ri.drop_caps && !*ri.drop_caps)
		ri.drop_caps = NULL;
	run_init(&ri, init, initargv);
	give_up(&c);
	return 1;
}
