/* SPDX-License-Identifier: MIT */
/*
 * execvpe: run a program found on $PATH.  A name with a slash is used as
 * it is; an empty $PATH element means the current directory.  A file that
 * exists but is no executable the kernel knows is run by /bin/sh, as POSIX
 * asks of the exec*p functions.
 */
#include <unistd.h>
#include <stdlib.h>
#include <string.h>
#include <limits.h>
#include <errno.h>

static int run(const char *path, char * const *argv, char * const *envp)
{
	size_t n;
	char **nargv;

	execve(path, argv, envp);
	if (errno != ENOEXEC)
		return -1;
	for (n = 0; argv[n]; n++)
		;
	nargv = calloc(n + 2, sizeof(*nargv));
	if (!nargv)
		return -1;
	nargv[0] = (char *)"sh";
	nargv[1] = (char *)path;
	if (n)
		memcpy(nargv + 2, argv + 1, n * sizeof(*nargv));
	execve("/bin/sh", nargv, envp);
	free(nargv);
	return -1;
}

int execvpe(const char *file, char * const *argv, char * const *envp)
{
	const char *path, *p, *e;
	char buf[PATH_MAX];
	size_t flen, dlen;
	int saw_eacces = 0;

	if (!*file) {
		errno = ENOENT;
		return -1;
	}
	if (strchr(file, '/'))
		return run(file, argv, envp);
	flen = strlen(file);
	if (flen > NAME_MAX) {
		errno = ENAMETOOLONG;
		return -1;
	}
	path = getenv("PATH");
	if (!path)
		path = "/usr/local/bin:/usr/bin:/bin";
	for (p = path;; p = e + 1) {
		e = strchrnul(p, ':');
		dlen = (size_t)(e - p);
		if (dlen + flen + 2 <= sizeof(buf)) {
			memcpy(buf, p, dlen);
			if (dlen)
				buf[dlen++] = '/';
			memcpy(buf + dlen, file, flen + 1);
			run(buf, argv, envp);
			switch (errno) {
			case EACCES:
				saw_eacces = 1;
				/* fall through */
			case ENOENT:
			case ENOTDIR:
			case ELOOP:
			case ENAMETOOLONG:
			case ESTALE:
			case ENODEV:
			case ETIMEDOUT:
				break;
			default:
				return -1;
			}
		}
		if (!*e)
			break;
	}
	errno = saw_eacces ? EACCES : ENOENT;
	return -1;
}
