/* SPDX-License-Identifier: MIT */
/* main.c: the ipconfig program, with Debian klibc-utils' options. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "kinit.h"
#include "ipconfig_int.h"
#include "utils.h"

#define MAXSPEC	16

#define STR_(x) #x
#define STR(x) STR_(x)
static const char usage_text[] =
"usage: ipconfig [-c proto] [-d spec] [-i vendorclass] [-n] [-o] [-p port]\n"
"                [-t timeout] [-a] [device|spec]...\n"
"  -c proto   protocol for the devices named after it: dhcp, bootp,\n"
"             both, any, on, none, dhcp6, auto6 (default any)\n"
"  -d spec    a device, \"all\", or an ip= value (nfsroot.rst)\n"
"  -i class   DHCP vendor class identifier\n"
"  -n         do not configure the interfaces; write the conf files\n"
"  -o         stop as soon as one interface is configured\n"
"  -p port    client port (the server's is port - 1; default 68)\n"
"  -t secs    give up after this long (default " STR(IPCONFIG_DEFAULT_TIMEOUT) ")\n"
"  -a         configure every interface that answers, not the first\n"
"Writes /run/net-<device>.conf for each configured device.\n";

/* A device name alone, or an ip= value. */
static int add(struct ipspec *sp, const char *arg, int proto)
{
	const char *why;

	if (!strchr(arg, ':') && ipspec_proto(arg) < 0 &&
	    strncmp(arg, "dhcp,", 5)) {
		memset(sp, 0, sizeof(*sp));
		if (strlen(arg) >= sizeof(sp->dev)) {
			warn_msg("%s: device name too long", arg);
			return -1;
		}
		strcpy(sp->dev, arg);
		sp->proto = proto;
		sp->off = !proto;
		return 0;
	}
	if (ipspec_parse(arg, proto, sp, &why)) {
		warn_msg("%s: %s", arg, why);
		return -1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	static struct ipspec spec[MAXSPEC];
	struct ipconfig_lease got[MAXSPEC];
	struct ipconfig_opts o;
	int c, n = 0, proto = IPC_DHCP | IPC_BOOTP;
	long v;
	char *end;

	kinit_prog = progname = "ipconfig";
	prog_usage = usage_text;
	memset(&o, 0, sizeof(o));
	o.port = DHCP_CLIENT_PORT;
	o.confdir = "/run";
	while ((c = getopt(argc, argv, "c:d:i:nop:t:ah")) != -1) {
		switch (c) {
		case 'c':
			proto = ipspec_proto(optarg);
			if (proto < 0)
				die("-c %s: unknown protocol", optarg);
			break;
		case 'd':
			if (n == MAXSPEC || add(&spec[n], optarg, proto))
				return 1;
			n++;
			break;
		case 'i':
			if (strlen(optarg) > 255)
				die("-i: longer than 255 bytes");
			o.vendor = optarg;
			break;
		case 'n':
			o.dry_run = 1;
			break;
		case 'o':
			o.first = 1;
			break;
		case 'p':
			v = strtol(optarg, &end, 10);
			if (*end || end == optarg || v < 2 || v > 65535)
				die("-p %s: not a port number", optarg);
			o.port = (uint16_t)v;
			break;
		case 't':
			v = strtol(optarg, &end, 10);
			if (*end || end == optarg || v < 1 || v > 86400)
				die("-t %s: not a number of seconds", optarg);
			o.timeout_ms = (int)v * 1000;
			break;
		case 'a':
			o.every = 1;
			break;
		case 'h':
			usage(0);
		default:
			usage(1);
		}
	}
	for (; optind < argc; optind++) {
		if (n == MAXSPEC || add(&spec[n], argv[optind], proto))
			return 1;
		n++;
	}
	if (!n) {
		warn_msg("no devices to configure");
		usage(1);
	}
	o.spec = spec;
	o.nspec = n;
	n = ipconfig_run(&o, got, MAXSPEC);
	return n > 0 ? 0 : 1;
}
