/* SPDX-License-Identifier: MIT */
/*
 * fuzz-cmdline.c: libFuzzer target for the kernel command line and every
 * parameter kinit's stages parse from it.
 *
 * The input is a command line.  It is split as kinit splits
 * /proc/cmdline, then each stage's parsing runs on it as kinit runs it:
 * ramdisk_size=, the resume stage, the md stage (md=, raid=, rootwait,
 * root=/dev/mdN), the network (ip=, nfsaddrs=, ipconfig.timeout=, root=
 * /dev/nfs), nfsroot= with its NFS options, root= and resume= as device
 * names, rootflags= and kinit_mount=.  What would act on the machine
 * (assembling arrays, resuming, DHCP, mounting, sleeping) is replaced by
 * the stand-ins below, which check what they are handed; no block device
 * is seen, so names are parsed but never found.
 */
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <arpa/inet.h>

#include "kinit.h"
#include "lvm.h"
#include "mount.h"
#include "fstab.h"
#include "initrd.h"
#include "ipconfig.h"
#include "md.h"
#include "nfsmount.h"
#include "nfsroot.h"
#include "resume.h"
#include "utils.h"
#include "../ipconfig/ipconfig_int.h"

const char *kinit_prog = "fuzz-cmdline";
void kmsg(int level, const char *fmt, ...) { (void)level; (void)fmt; }
long long now_ms(void) { return 0; }
long long now_us(void) { return 0; }
void timing_begin(const char *s) { (void)s; }
void timing_end(const char *s) { (void)s; }
void timing_item(const char *g, const char *n, long long s, long long e)
{
	(void)g; (void)n; (void)s; (void)e;
}
/* resumedelay= and the like must not stop the fuzzer */
unsigned int sleep(unsigned int s) { (void)s; return 0; }


/* a string member must end within its array */
#define TERMINATED(a)	(memchr((a), 0, sizeof(a)) != NULL)

static void check_name(const char *spec)
{
	struct rootspec r;
	const char *why = NULL;
	int res = devname_resolve(spec, &r, &why);

	/* nothing can be found here: not yet, or an error with a reason */
	if (res > 0 || (res < 0 && !why))
		__builtin_trap();
}

int md_assemble(const struct md_array *a, long long wait_ms)
{
	int i;

	(void)wait_ms;
	if (a->number < 0 || a->number > 255 || a->ndev < 1 ||
	    a->ndev > MD_MAX_DEVS)
		__builtin_trap();
	for (i = 0; i < a->ndev; i++)
		if (!TERMINATED(a->dev[i]))
			__builtin_trap();
	return -1;
}

int md_autodetect(int number, int partitionable, long long wait_ms)
{
	(void)wait_ms;
	if (number < 0 || number > 255 || (partitionable & ~1))
		__builtin_trap();
	return -1;
}

int resume_from(const char *spec, unsigned long long offset, long long wait_ms)
{
	(void)offset;
	if (!spec || !*spec || wait_ms < -1)
		__builtin_trap();
	check_name(spec);
	return 1;
}

int lvm_activate_for(const struct cmdline *c, const char *spec)
{
	(void)c;
	if (!spec)
		__builtin_trap();
	check_name(spec);
	return 0;
}

int md_activate(int degraded)
{
	if (degraded & ~1)
		__builtin_trap();
	return 0;
}

int ipconfig_run(const struct ipconfig_opts *o, struct ipconfig_lease *leases,
		 int max)
{
	int i;

	(void)leases; (void)max;
	if (o->nspec < 1 || o->nspec > 8 || o->timeout_ms < 0)
		__builtin_trap();
	for (i = 0; i < o->nspec; i++)
		if (!TERMINATED(o->spec[i].hostname) ||
		    !TERMINATED(o->spec[i].dev) ||
		    o->spec[i].clientid_len < 0 ||
		    o->spec[i].clientid_len > (int)sizeof(o->spec[i].clientid))
			__builtin_trap();
	return -1;
}

/* linked with nfsroot.c and fstab.c, never reached from here */
int nfs_mount(const struct nfs_mount_req *r) { (void)r; __builtin_trap(); }
int mount_root(const char *dev, const char *dir, const char *fstype,
	       unsigned long flags, const char *data, long long wait_ms)
{
	(void)dev; (void)dir; (void)fstype; (void)flags; (void)data;
	(void)wait_ms;
	__builtin_trap();
}

/* nfsroot= alone, and as DHCP's root path, then its options */
static void nfsroot(const char *value)
{
	static struct ipconfig_lease lease;
	static struct nfsroot_plan p;
	struct nfs_opts o;
	const char *why = NULL;
	char err[160];
	int pass;

	for (pass = 0; pass < 2; pass++) {
		if (pass) {
			memset(&lease, 0, sizeof(lease));
			lease.addr.s_addr = htonl(0x0a00020f);
			lease.server.s_addr = htonl(0x0a000202);
			snprintf(lease.rootpath, sizeof(lease.rootpath), "%s",
				 value ? value : "");
		}
		why = NULL;
		if (nfsroot_plan(value, pass ? &lease : NULL, &p, &why)) {
			if (!why)
				__builtin_trap();
			continue;
		}
		if (!TERMINATED(p.path) || !TERMINATED(p.opts))
			__builtin_trap();
		nfs_opts_init(&o);
		err[0] = 0;
		if (nfs_opts_parse(&o, p.opts, err, sizeof(err)) && !err[0])
			__builtin_trap();
	}
}

static void mount_options(const char *value)
{
	struct mount_opts mo;

	memset(&mo, 0, sizeof(mo));
	if (mount_opts_parse(&mo, value))
		return;
	free(mo.data);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct boot b;
	struct cmdline *cp = &b.c;
	struct fstab_entry e;
	const char *v;
	char *text;
	int i;

	text = malloc(size + 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	text[size] = 0;
	memset(&b, 0, sizeof(b));
	if (cmdline_parse(cp, text))
		goto out;
	if (cp->n < 0 || cp->n > CMDLINE_MAX)
		__builtin_trap();
	for (i = 0; i < cp->n; i++)
		if (!cp->name[i] || (cp->value[i] && cp->value[i] < cp->name[i]))
			__builtin_trap();

	/* the stages, in kinit's order */
	initrd_params(cp);
	resume_stage(&b);
	md_stage(&b);
	ipconfig_stage(&b);
	v = cmdline_get(cp, "root");
	if (v && strcmp(v, "/dev/nfs"))
		check_name(v);
	else if (v)
		nfsroot(cmdline_get(cp, "nfsroot"));
	mount_options(cmdline_get(cp, "rootflags"));
	for (i = 0; i < cp->n; i++) {
		if (strcmp(cp->name[i], "kinit_mount") || !cp->value[i])
			continue;
		if (kinit_mount_parse(cp->value[i], &e))
			continue;
		if (!TERMINATED(e.spec) || !TERMINATED(e.file) ||
		    !TERMINATED(e.type) || !TERMINATED(e.opts) ||
		    e.file[0] != '/')
			__builtin_trap();
		mount_options(e.opts);
		if (e.spec[0] == '/' || strchr(e.spec, '='))
			check_name(e.spec);
	}
out:
	cmdline_free(cp);
	free(text);
	return 0;
}
