/* SPDX-License-Identifier: MIT */
/* halt, poweroff, reboot: one program, stopping the machine as named. */
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <linux/reboot.h>
#include <sys/reboot.h>
#include "utils.h"

static const char usage_text[] =
	"usage: halt|poweroff|reboot [-f] [-n] [-p] [reboot-argument]\n"
	"  -f  tell the kernel now, without asking init (PID 1)\n"
	"  -n  no sync   -p  (halt) power off\n";

extern int __reboot(int, int, int, void *);

/* Whether PID 1 has a handler installed for sig (SigCgt in its status). */
static int init_catches(int sig)
{
	char line[128];
	unsigned long long mask;
	FILE *f = fopen("/proc/1/status", "r");
	int found = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f))
		if (!strncmp(line, "SigCgt:", 7)) {
			line[strcspn(line, "\n")] = '\0';
			found = parse_ull(line + 7 + strspn(line + 7, " \t"),
					  16, ~0ULL, &mask) == 0;
			break;
		}
	fclose(f);
	return found && sig <= 64 && (mask >> (sig - 1) & 1);
}

int main(int argc, char **argv)
{
	int c, force = 0, nosync = 0, cmd, sig;
	const char *arg = NULL;

	prog_init(argc, argv, usage_text);
	if (!strcmp(progname, "reboot")) {
		cmd = LINUX_REBOOT_CMD_RESTART;
		sig = SIGTERM;
	} else if (!strcmp(progname, "poweroff")) {
		cmd = LINUX_REBOOT_CMD_POWER_OFF;
		sig = SIGUSR2;
	} else {
		cmd = LINUX_REBOOT_CMD_HALT;
		sig = SIGUSR1;
	}
	while ((c = getopt(argc, argv, ":fnph")) != -1) {
		switch (c) {
		case 'f': force = 1; break;
		case 'n': nosync = 1; break;
		case 'p':
			cmd = LINUX_REBOOT_CMD_POWER_OFF;
			sig = SIGUSR2;
			break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (optind < argc) {
		if (cmd != LINUX_REBOOT_CMD_RESTART || optind + 1 < argc)
			usage(1);
		arg = argv[optind];
		cmd = LINUX_REBOOT_CMD_RESTART2;
	}
	/* An init that listens gets to shut down in order. */
	if (!force && !arg && getpid() != 1 && init_catches(sig)) {
		if (kill(1, sig))
			die_errno("signalling init (PID 1)");
		return 0;
	}
	if (!nosync)
		sync();
	__reboot(LINUX_REBOOT_MAGIC1, LINUX_REBOOT_MAGIC2, cmd, (void *)arg);
	die_errno("reboot system call");
}
