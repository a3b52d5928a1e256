/* SPDX-License-Identifier: MIT */
/*
 * realpath: the canonical absolute name of an existing file, with every
 * symbolic link, "." and ".." resolved.  The work is done component by
 * component with lstat() and readlink(), so it needs no /proc.
 */
#include <stdlib.h>
#include <string.h>
#include <errno.h>
#include <limits.h>
#include <unistd.h>
#include <sys/stat.h>

char *realpath(const char *path, char *resolved_path)
{
	char out_buf[PATH_MAX], rest[PATH_MAX], link[PATH_MAX];
	char *out = resolved_path ? resolved_path : out_buf;
	size_t olen, rlen, pos, clen, tail;
	int links = 0;
	struct stat st;
	ssize_t n;

	if (!path) {
		errno = EINVAL;
		return NULL;
	}
	if (!*path) {
		errno = ENOENT;
		return NULL;
	}
	rlen = strlen(path);
	if (rlen >= PATH_MAX)
		goto too_long;
	memcpy(rest, path, rlen + 1);

	if (rest[0] == '/') {
		out[0] = '/';
		out[1] = '\0';
	} else if (!getcwd(out, PATH_MAX)) {
		return NULL;
	}
	olen = strlen(out);

	/*
	 * out holds the resolved part, always absolute and with no trailing
	 * slash except for "/" itself; rest[pos..] is what is left to do.
	 */
	pos = 0;
	for (;;) {
		while (rest[pos] == '/')
			pos++;
		if (!rest[pos])
			break;
		for (clen = 0; rest[pos + clen] && rest[pos + clen] != '/';)
			clen++;

		if (clen == 1 && rest[pos] == '.') {
			pos += clen;
			continue;
		}
		if (clen == 2 && rest[pos] == '.' && rest[pos + 1] == '.') {
			/* Up one; the parent of "/" is "/". */
			while (olen > 1 && out[olen - 1] != '/')
				olen--;
			if (olen > 1)
				olen--;
			out[olen] = '\0';
			pos += clen;
			continue;
		}

		/* Append "/component" and look at what it is. */
		if (olen + (olen > 1) + clen >= PATH_MAX)
			goto too_long;
		if (olen > 1)
			out[olen++] = '/';
		memcpy(out + olen, rest + pos, clen);
		olen += clen;
		out[olen] = '\0';
		pos += clen;
		if (lstat(out, &st))
			return NULL;

		if (S_ISLNK(st.st_mode)) {
			if (++links > SYMLOOP_MAX) {
				errno = ELOOP;
				return NULL;
			}
			n = readlink(out, link, sizeof(link));
			if (n < 0)
				return NULL;
			if (n == sizeof(link))
				goto too_long;
			if (!n) {
				/* An empty target names no file. */
				errno = ENOENT;
				return NULL;
			}
			/* rest becomes the target, then what was left. */
			tail = rlen - pos;
			if ((size_t)n + tail >= PATH_MAX)
				goto too_long;
			memmove(rest + n, rest + pos, tail + 1);
			memcpy(rest, link, n);
			rlen = n + tail;
			pos = 0;
			/* A relative target starts from the link's folder. */
			if (rest[0] == '/') {
				olen = 1;
			} else {
				while (olen > 1 && out[olen - 1] != '/')
					olen--;
				if (olen > 1)
					olen--;
			}
			out[olen] = '\0';
			continue;
		}
		/* Only a folder can be followed by more, even a bare slash. */
		if (!S_ISDIR(st.st_mode) && rest[pos]) {
			errno = ENOTDIR;
			return NULL;
		}
	}

	if (resolved_path)
		return resolved_path;
	resolved_path = malloc(olen + 1);
	if (resolved_path)
		memcpy(resolved_path, out_buf, olen + 1);
	return resolved_path;

too_long:
	errno = ENAMETOOLONG;
	return NULL;
}
