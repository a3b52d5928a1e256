/* SPDX-License-Identifier: MIT */
/*
 * run-init.c: run-init refuses to switch root (and deletes nothing) when /
 * is not an initramfs or the new root is on the same filesystem.  Runs the
 * real run-init program with -n (dry run) as a second safety net; skipped
 * where / is itself a ramfs or tmpfs.
 */
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/vfs.h>
#include <sys/wait.h>
#include <sys/stat.h>
#include <linux/magic.h>
#include "../../klibc/tests/tap.h"

static char out[1024];

/* Run run-init with these arguments; its stderr goes to out. */
static int run(char *const argv[])
{
	int p[2], status;
	ssize_t n, total = 0;
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		/* Under qemu-user a foreign program runs through the emulator. */
		const char *emu = tap_emu();
		char *av[16];
		int i = 0;

		if (emu)
			av[i++] = (char *)emu;
		while (*argv && i < 15)
			av[i++] = *argv++;
		av[i] = NULL;
		dup2(p[1], 2);
		dup2(p[1], 1);
		close(p[0]);
		execv(av[0], av);
		_exit(127);
	}
	close(p[1]);
	while ((n = read(p[0], out + total, sizeof(out) - 1 - total)) > 0)
		total += n;
	out[total] = '\0';
	close(p[0]);
	waitpid(pid, &status, 0);
	return WIFEXITED(status) ? WEXITSTATUS(status) : 128;
}

int main(int argc, char **argv)
{
	struct statfs sfs;
	struct stat st;
	char dir[64], keep[96];
	int fd;

	if (argc < 2) {
		ok(0, "usage: run-init RUN-INIT-PROGRAM");
		return done();
	}
	if (statfs("/", &sfs) == 0 &&
	    (sfs.f_type == RAMFS_MAGIC || sfs.f_type == TMPFS_MAGIC)) {
		ok(1, "# skip / is a ramfs or tmpfs here");
		return done();
	}
	snprintf(dir, sizeof(dir), "tmp-runinit-%d", (int)getpid());
	mkdir(dir, 0755);
	snprintf(keep, sizeof(keep), "%s/keep", dir);
	fd = open(keep, O_CREAT | O_WRONLY, 0644);
	close(fd);
	{
		char *av[] = { argv[1], "-n", dir, "/sbin/init", NULL };

		is_int(run(av), 1, "run-init refuses when / is not an initramfs");
		ok(strstr(out, "not an initramfs") != NULL, "... and says why: %s", out);
	}
	ok(stat(keep, &st) == 0, "nothing was deleted");
	{
		char *av[] = { argv[1], NULL };

		is_int(run(av), 2, "run-init without arguments is a usage error");
		ok(strstr(out, "usage: run-init") != NULL, "... with the usage text");
	}
	{
		char *av[] = { argv[1], "-x", dir, "/sbin/init", NULL };

		is_int(run(av), 2, "an unknown option is a usage error");
	}
	{
		char *av[] = { argv[1], "-h", NULL };

		is_int(run(av), 0, "-h prints the usage and succeeds");
	}
	unlink(keep);
	rmdir(dir);
	return done();
}
