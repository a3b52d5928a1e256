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

static const char usage[] =
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

	kinit_prog = "nfsmount";
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
				fprintf(stderr, "nfsmount: -o: %s\n", err);
				return 1;
			}
			break;
		case 'p':
			r.portmap_file = optarg;
			break;
		case 'h':
			fputs(usage, stdout);
			return 0;
		default:
			fputs(usage, stderr);
			return 1;
		}
	}
	if (optind >= argc || argc - optind > 2) {
		fputs(usage, stderr);
		return 1;
	}
	r.spec = argv[optind];
	r.dir = optind + 1 < argc ? argv[optind + 1] : "/nfs_root";
	if (!r.dry_run) {
		if (stat(r.dir, &st)) {
			fprintf(stderr, "nfsmount: %s: %s\n", r.dir,
				strerror(errno));
			return 1;
		}
		if (!S_ISDIR(st.st_mode)) {
			fprintf(stderr, "nfsmount: %s: not a directory\n",
				r.dir);
			return 1;
		}
	}
	if (nfs_mount(&r))
		return 1;
	if (fflush(stdout) || ferror(stdout)) {
		fprintf(stderr, "nfsmount: standard output: %s\n",
			strerror(errno));
		return 1;
	}
	return 0;
}
