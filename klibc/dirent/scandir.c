/* SPDX-License-Identifier: MIT */
/* scandir: read a directory into an array of selected, sorted entries. */
#include <dirent.h>
#include <stdlib.h>
#include <string.h>
#include <stddef.h>
#include <errno.h>

int scandir(const char *path, struct dirent ***list,
	    int (*sel)(const struct dirent *),
	    int (*cmp)(const struct dirent **, const struct dirent **))
{
	DIR *d = opendir(path);
	struct dirent *e, *copy, **v = NULL, **nv;
	size_t n = 0, cap = 0, len;
	int save;

	if (!d)
		return -1;
	errno = 0;
	while ((e = readdir(d))) {
		if (sel && !sel(e))
			continue;
		if (n == cap) {
			cap = cap ? 2 * cap : 16;
			nv = reallocarray(v, cap, sizeof(*v));
			if (!nv)
				goto fail;
			v = nv;
		}
		len = offsetof(struct dirent, d_name) + strlen(e->d_name) + 1;
		copy = malloc(len);
		if (!copy)
			goto fail;
		memcpy(copy, e, len);
		v[n++] = copy;
	}
	if (errno)
		goto fail;
	closedir(d);
	if (n > 0x7fffffff) {
		errno = EOVERFLOW;
		goto fail_closed;
	}
	if (cmp && n > 1)
		qsort(v, n, sizeof(*v),
		      (int (*)(const void *, const void *))cmp);
	*list = v;
	return (int)n;

fail:
	closedir(d);
fail_closed:
	save = errno;
	while (n)
		free(v[--n]);
	free(v);
	errno = save;
	return -1;
}
