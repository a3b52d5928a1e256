/* SPDX-License-Identifier: MIT */
/* nfsmount: mount an NFS export, with Debian's klibc-utils nfsmount options. */
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/mount.h>
#include "kinit.h"
#include "nfsmount.h"
#include "utils.h"

static const char usage_text[] =
"Usage: nfsmount [-n] [-p portmap_file] [-o options] server:/path [dir]\n"
"  Mounts the export (NFSv3 by default: portmapper and MOUNT v3, then the\n"
"  kernel; NFSv4 with vers=4) on dir (default /nfs_root).\n"
"  -o options  nfs(5) options: vers= nfsvers= proto= tcp udp mountproto=\n"
"              port= mountport= rsize= wsize= timeo= retrans= acregmin=\n"
"              acregmax= acdirmin= acdirmax= actimeo= hard soft lock nolock\n"
"              ac noac cto nocto sec=sys ro rw retry=minutes (NFSv3 is\n"
"              mounted nolock unless lock is given, as by Debian's); with\n"
"              no retry=, one attempt that a refusal ends, as Debian's\n"
"              (callers such as initramfs-tools loop themselves)\n"
"  -p file     NFSv3 with locks: while mounting, stand in for the local\n"
"              portmapper lockd registers with, and write what it\n"
"              registered to file (\"program version proto port\" lines)\n"
"  -n          dry run: do the RPC work, print the mount(2) call, mount\n"
"              nothing\n";

int main(int argc, char *argv[])
{
	struct nfs_mount_req r;
	struct stat st;
	char err[160];
	int c;

	kinit_prog = progname = "nfsmount";
	prog_usage = usage_text;
	memset(&r, 0, sizeof(r));
	r.once = 1;
	nfs_opts_init(&r.opts);
	while ((c = getopt(argc, argv, "no:p:h")) != -1) {
		switch (c) {
		case 'n':
			r.dry_run = 1;
			break;
		case 'o':
			if (nfs_opts_parse(&r.opts, optarg, err, sizeof(err))) {
				die("-o: %s", err);
			}
			break;
		case 'p':
			r.portmap_file = optarg;
			break;
		case 'h':
			usage(0);
		default:
			usage(1);
		}
	}
	if (optind >= argc || argc - optind > 2)
		usage(1);
	r.spec = argv[optind];
	r.dir = optind + 1 < argc ? argv[optind + 1] : "/nfs_root";
	if (!r.dry_run) {
		if (stat(r.dir, &st))
			die_errno("%s", r.dir);
		if (!S_ISDIR(st.st_mode))
			die("%s: not a directory", r.dir);
	}
	if (nfs_mount(&r))
		return 1;
	if (fflush(stdout) || ferror(stdout))
		die_errno("standard output");
	return 0;
}
