/* SPDX-License-Identifier: MIT */
/* insmod: load a kernel module from a file, with parameters. */
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <string.h>
#include <unistd.h>
#include <sys/module.h>
#include <sys/stat.h>
#include "utils.h"

static const char usage_text[] = "usage: insmod file [parameter=value...]\n";

static int compressed(const char *name)
{
	static const char *const ext[] = { ".ko.xz", ".ko.gz", ".ko.zst" };
	size_t n = strlen(name), e, i;

	for (i = 0; i < sizeof(ext) / sizeof(ext[0]); i++) {
		e = strlen(ext[i]);
		if (n > e && !strcmp(name + n - e, ext[i]))
			return 1;
	}
	return 0;
}

/* What the kernel means by the errors particular to modules. */
static const char *reason(int err)
{
	switch (err) {
	case ENOEXEC: return "invalid module format";
	case ENOENT: return "unknown symbol in module";
	case ESRCH: return "module has wrong symbol version";
	case EINVAL: return "invalid parameters";
	case EEXIST: return "module already loaded";
	default: return strerror(err);
	}
}

/* The old way: the whole file in memory, for kernels without finit_module. */
static int load_copy(int fd, const char *file, const char *params)
{
	struct stat st;
	char *image;
	ssize_t n;

	if (fstat(fd, &st))
		die_errno("%s", file);
	if (st.st_size <= 0 || (unsigned long long)st.st_size > SIZE_MAX / 2)
		die("%s: not a module (size %lld)", file,
		    (long long)st.st_size);
	image = xmalloc((size_t)st.st_size);
	n = read_full(fd, image, (size_t)st.st_size);
	if (n < 0)
		die_errno("%s", file);
	return init_module(image, (unsigned long)n, params);
}

int main(int argc, char **argv)
{
	size_t len = 1, n;
	char *params, *p;
	const char *file;
	int i, fd, r, flags = 0;

	prog_init(argc, argv, usage_text);
	if (argc < 2 || argv[1][0] == '-')
		usage(argc > 1 && !strcmp(argv[1], "-h") ? 0 : 1);
	file = argv[1];
	/* Parameters go to the kernel as one space-separated string. */
	for (i = 2; i < argc; i++) {
		n = strlen(argv[i]);
		if (n > SIZE_MAX - len - 1)
			die("parameters too long");
		len += n + 1;
	}
	params = p = xmalloc(len);
	for (i = 2; i < argc; i++) {
		n = strlen(argv[i]);
		memcpy(p, argv[i], n);
		p += n;
		if (i + 1 < argc)
			*p++ = ' ';
	}
	*p = '\0';
	fd = open(file, O_RDONLY | O_CLOEXEC);
	if (fd < 0)
		die_errno("cannot read '%s'", file);
	if (compressed(file))
		flags |= MODULE_INIT_COMPRESSED_FILE;
	r = finit_module(fd, params, flags);
	if (r && errno == ENOSYS && !flags)
		r = load_copy(fd, file, params);
	if (r)
		die("error inserting '%s': %s", file, reason(errno));
	return 0;
}
