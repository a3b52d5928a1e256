/* SPDX-License-Identifier: MIT */
/* capabilities.c: dropping capabilities before init runs (drop_capabilities=). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <errno.h>
#include <sys/prctl.h>
#include <sys/capability.h>
#include "kinit.h"
#include "run_init.h"

/* Names as capabilities(7) spells them, in the kernel's numbering. */
static const char *const capname[] = {
	"chown", "dac_override", "dac_read_search", "fowner", "fsetid",
	"kill", "setgid", "setuid", "setpcap", "linux_immutable",
	"net_bind_service", "net_broadcast", "net_admin", "net_raw",
	"ipc_lock", "ipc_owner", "sys_module", "sys_rawio", "sys_chroot",
	"sys_ptrace", "sys_pacct", "sys_admin", "sys_boot", "sys_nice",
	"sys_resource", "sys_time", "sys_tty_config", "mknod", "lease",
	"audit_write", "audit_control", "setfcap", "mac_override",
	"mac_admin", "syslog", "wake_alarm", "block_suspend", "audit_read",
	"perfmon", "bpf", "checkpoint_restore",
};
#define NCAPS (int)(sizeof(capname) / sizeof(capname[0]))

static int cap_number(const char *s, size_t n)
{
	char *end;
	long v;
	int i;

	if (n > 4 && !strncasecmp(s, "cap_", 4)) {
		s += 4;
		n -= 4;
	}
	for (i = 0; i < NCAPS; i++)
		if (strlen(capname[i]) == n && !strncasecmp(capname[i], s, n))
			return i;
	v = strtol(s, &end, 10);
	if (end == s + n && n && v >= 0 && v < 64)
		return (int)v;
	return -1;
}

int drop_capabilities(const char *list)
{
	struct __user_cap_header_struct hdr = { _LINUX_CAPABILITY_VERSION_3, 0 };
	struct __user_cap_data_struct data[2];
	uint64_t drop = 0;
	const char *p = list, *e;
	int c, i;

	while (*p) {
		e = strchrnul(p, ',');
		if (e > p) {
			c = cap_number(p, (size_t)(e - p));
			if (c < 0) {
				kmsg(KERR, "drop_capabilities: unknown capability '%.*s'",
				     (int)(e - p), p);
				return -1;
			}
			drop |= (uint64_t)1 << c;
		}
		p = *e ? e + 1 : e;
	}
	/* Out of the bounding set, so that no exec can get them back... */
	for (i = 0; i < 64; i++)
		if ((drop >> i & 1) && prctl(PR_CAPBSET_DROP, i, 0, 0, 0) &&
		    errno != EINVAL) {
			kmsg(KERR, "drop_capabilities: cannot drop %d: %s", i,
			     strerror(errno));
			return -1;
		}
	/* ...and out of the sets this process has now. */
	if (capget(&hdr, data)) {
		kmsg(KERR, "drop_capabilities: capget: %s", strerror(errno));
		return -1;
	}
	for (i = 0; i < 2; i++) {
		uint32_t m = ~(uint32_t)(drop >> (32 * i));

		data[i].effective &= m;
		data[i].permitted &= m;
		data[i].inheritable &= m;
	}
	if (capset(&hdr, data)) {
		kmsg(KERR, "drop_capabilities: capset: %s", strerror(errno));
		return -1;
	}
	return 0;
}
