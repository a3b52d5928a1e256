/* SPDX-License-Identifier: MIT */
/*
 * gzip's files: the output's name, creating it, its owner, mode and
 * times, folders with -r, each file named on the command line and
 * standard input.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include "utils.h"
#include "gzip.h"

/* the output file being written: removed when we are killed */
char *partial;
volatile sig_atomic_t have_partial;

/* A string joined from parts, or NULL (reported) when it would not fit. */
static char *join(const char *a, size_t na, const char *b, const char *c)
{
	size_t nb = strlen(b), nc = strlen(c);
	char *s;

	if (na > SIZE_MAX - nb - nc - 1 || na + nb + nc >= PATH_MAX) {
		error(a, "name too long");
		return NULL;
	}
	s = malloc(na + nb + nc + 1);
	if (!s) {
		error(a, "out of memory");
		return NULL;
	}
	memcpy(s, a, na);
	memcpy(s + na, b, nb);
	memcpy(s + na + nb, c, nc + 1);
	return s;
}

/* Decompression suffixes, and what replaces them. */
static const char *const known[][2] = {
	{ ".gz", "" }, { "-gz", "" }, { ".z", "" }, { "-z", "" },
	{ "_z", "" }, { ".tgz", ".tar" }, { ".taz", ".tar" },
};

/* the suffix of name that we know (-S first), or NULL */
static const char *const *find_suffix(const char *name, const char **rep)
{
	static const char *user[2];
	size_t n = strlen(name), k;
	unsigned i;

	user[0] = suffix;
	user[1] = "";
	k = strlen(suffix);
	/* a whole base name is no suffix: "x/.gz" stays */
	if (n > k && !strcmp(name + n - k, suffix) && name[n - k - 1] != '/') {
		*rep = user[1];
		return user;
	}
	for (i = 0; i < sizeof(known) / sizeof(known[0]); i++) {
		k = strlen(known[i][0]);
		if (n > k && !strcmp(name + n - k, known[i][0]) &&
		    name[n - k - 1] != '/') {
			*rep = known[i][1];
			return known[i];
		}
	}
	return NULL;
}

static int ask_overwrite(const char *name)
{
	char buf[64];
	ssize_t n;

	if (!isatty(0))
		return 0;
	fprintf(stderr, "%s: %s already exists; do you wish to overwrite (y or n)? ",
		progname, name);
	n = read(0, buf, sizeof(buf));
	return n > 0 && (buf[0] == 'y' || buf[0] == 'Y');
}

/*
 * Create the output file, mode 0600 until it is complete.  -1: an error
 * (reported), -2: left alone (an existing file we may not replace).
 */
static int create_output(const char *name, const struct stat *ist)
{
	struct stat ost;
	int fd;

	for (;;) {
		fd = open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0600);
		if (fd >= 0)
			break;
		if (errno != EEXIST) {
			error(name, strerror(errno));
			return -1;
		}
		if (!lstat(name, &ost) && ost.st_dev == ist->st_dev &&
		    ost.st_ino == ist->st_ino) {
			error(name, "input and output are the same file");
			return -1;
		}
		if (!force && !ask_overwrite(name)) {
			warn_msg("%s already exists; not overwritten", name);
			if (!exit_code)
				exit_code = 2;
			return -2;
		}
		if (unlink(name) && errno != ENOENT) {
			error(name, strerror(errno));
			return -1;
		}
	}
	partial = (char *)name;
	have_partial = 1;
	return fd;
}

/* owner, mode and times of the input; mtime from the header with -N */
static void copy_meta(int fd, const struct stat *st, uint32_t mtime)
{
	struct timespec ts[2];

	if (fchown(fd, st->st_uid, st->st_gid) && errno != EPERM)
		warning("%s: %s", partial, strerror(errno));
	if (fchmod(fd, st->st_mode & 07777))
		warning("%s: %s", partial, strerror(errno));
	ts[0] = st->st_atim;
	ts[1] = st->st_mtim;
	if (mtime) {
		ts[1].tv_sec = mtime;
		ts[1].tv_nsec = 0;
	}
	if (futimens(fd, ts))
		warning("%s: %s", partial, strerror(errno));
}

static void verbose_done(const char *iname, const char *oname,
			 uint64_t in_bytes, uint64_t out_bytes, uint64_t hdr)
{
	uint64_t plain = decompress ? out_bytes : in_bytes;
	uint64_t packed = (decompress ? in_bytes : out_bytes) - hdr;

	fprintf(stderr, "%s:\t", iname);
	put_ratio(stderr, (int64_t)plain - (int64_t)packed, plain);
	if (oname)
		fprintf(stderr, " -- %s %s\n",
			keep ? "created" : "replaced with", oname);
	else
		fputc('\n', stderr);
}


static void treat_dir(int fd, const char *path)
{
	struct dirent *de;
	DIR *d;
	char *sub;

	d = fdopendir(fd);
	if (!d) {
		error(path, strerror(errno));
		close(fd);
		return;
	}
	while ((errno = 0, de = readdir(d))) {
		if (!strcmp(de->d_name, ".") || !strcmp(de->d_name, ".."))
			continue;
		sub = join(path, strlen(path), "/", de->d_name);
		if (!sub)
			continue;
		treat_file(sub);
		free(sub);
	}
	if (errno)
		error(path, strerror(errno));
	closedir(d);
}

/* the file's name, or for -N the name in its header, in its folder */
char *output_name(const char *iname, const struct gzhead *h)
{
	const char *rep, *base, *slash;
	const char *const *suf;

	if (!decompress)
		return join(iname, strlen(iname), suffix, "");
	if (names == 1 && h->name[0]) {
		base = strrchr(h->name, '/');
		base = base ? base + 1 : h->name;
		if (*base && strcmp(base, ".") && strcmp(base, "..")) {
			slash = strrchr(iname, '/');
			return join(iname,
				    slash ? (size_t)(slash - iname) + 1 : 0,
				    base, "");
		}
	}
	suf = find_suffix(iname, &rep);
	if (!suf)
		return join(iname, strlen(iname), "", "");
	return join(iname, strlen(iname) - strlen(suf[0]), rep, "");
}

void treat_file(const char *iname)
{
	struct input in = { .name = iname };
	struct output out = { .fd = -1 };
	unsigned char head[2];
	struct gzhead h;
	struct stat st;
	const char *rep;
	char *tried = NULL, *oname = NULL;
	uint64_t hdr = 0;
	int fd, r, m, ofd = -1;

	fd = open(iname, O_RDONLY | O_NONBLOCK | (force ? 0 : O_NOFOLLOW));
	if (fd < 0 && errno == ENOENT && decompress &&
	    !find_suffix(iname, &rep)) {
		/* gunzip foo: foo.gz */
		tried = join(iname, strlen(iname), suffix, "");
		if (!tried)
			return;
		fd = open(tried, O_RDONLY | O_NONBLOCK |
				 (force ? 0 : O_NOFOLLOW));
		if (fd >= 0)
			iname = in.name = tried;
	}
	if (fd < 0) {
		error(iname, strerror(errno));
		goto out;
	}
	in.fd = fd;
	if (fstat(fd, &st)) {
		error(iname, strerror(errno));
		goto out;
	}
	if (S_ISDIR(st.st_mode)) {
		if (recursive) {
			treat_dir(fd, iname);
			fd = -1;
		} else {
			warning("%s is a directory -- ignored", iname);
		}
		goto out;
	}
	if (!S_ISREG(st.st_mode)) {
		warning("%s is not a directory or a regular file - ignored",
			iname);
		goto out;
	}
	fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK);
	if (!to_stdout && !test && !list && !force) {
		if (st.st_mode & S_ISUID) {
			warning("%s is set-user-ID on execution - ignored", iname);
			goto out;
		}
		if (st.st_mode & S_ISGID) {
			warning("%s is set-group-ID on execution - ignored", iname);
			goto out;
		}
		if (st.st_mode & S_ISVTX) {
			warning("%s has the sticky bit set - file ignored", iname);
			goto out;
		}
		if (st.st_nlink > 1) {
			warning("%s has %lu other link%s -- file ignored", iname,
				(unsigned long)st.st_nlink - 1,
				st.st_nlink > 2 ? "s" : "");
			goto out;
		}
	}

	if (list) {
		list_file(&in, iname, &st);
		goto out;
	}

	if (!decompress) {
		const char *const *suf = find_suffix(iname, &rep);
		const char *base;

		if (suf) {
			if (!recursive && !quiet)
				warn_msg("%s already has %s suffix -- unchanged",
					 iname, suf[0]);
			goto out;
		}
		if (!to_stdout) {
			oname = output_name(iname, NULL);
			if (!oname)
				goto out;
			ofd = create_output(oname, &st);
			if (ofd < 0)
				goto out;
		} else {
			ofd = 1;
		}
		out.fd = ofd;
		out.name = to_stdout ? "stdout" : oname;
		base = strrchr(iname, '/');
		base = base ? base + 1 : iname;
		r = gz_compress(&in, &out, names ? base : NULL,
				names && st.st_mtime > 0 &&
				(uint64_t)st.st_mtime <= UINT32_MAX ?
				(uint32_t)st.st_mtime : 0, &hdr);
		if (r)
			goto fail;
	} else {
		if (!to_stdout && !test && !find_suffix(iname, &rep)) {
			/* as GNU gzip: -q or -r make this no warning at all */
			if (!quiet && !recursive)
				warning("%s: unknown suffix -- ignored", iname);
			goto out;
		}
		r = read_magic(&in, head, &m);
		if (r == NOT_GZIP) {
			if (force && to_stdout) {
				out.fd = 1;
				out.name = "stdout";
				copy_through(&in, &out, head, m);
			} else {
				error(iname, "not in gzip format");
			}
			goto out;
		}
		if (r || read_header(&in, &h))
			goto out;
		if (test) {
			out.fd = -1;
			out.name = "test";
		} else if (to_stdout) {
			out.fd = 1;
			out.name = "stdout";
		} else {
			oname = output_name(iname, &h);
			if (!oname)
				goto out;
			ofd = create_output(oname, &st);
			if (ofd < 0)
				goto out;
			out.fd = ofd;
			out.name = oname;
		}
		if (gz_decompress(&in, &out, &h, &hdr))
			goto fail;
	}

	if (ofd > 1) {
		copy_meta(ofd, &st, decompress && names == 1 ? h.mtime : 0);
		if (close(ofd)) {
			ofd = -1;
			error(oname, strerror(errno));
			goto fail;
		}
		ofd = -1;
		have_partial = 0;
		if (!keep && unlink(iname))
			error(iname, strerror(errno));
	}
	if (verbose) {
		if (test)
			fprintf(stderr, "%s:\t OK\n", iname);
		else
			verbose_done(iname, to_stdout ? NULL : oname,
				     in.count, out.count, hdr);
	}
	goto out;

fail:
	if (ofd > 1) {
		have_partial = 0;
		close(ofd);
		ofd = -1;
		unlink(oname);
	}
out:
	if (fd >= 0)
		close(fd);
	free(oname);
	free(tried);
}

void treat_stdin(void)
{
	struct input in = { .fd = 0, .name = "stdin" };
	struct output out = { .fd = 1, .name = "stdout" };
	unsigned char head[2];
	struct gzhead h;
	struct stat st;
	uint64_t hdr;
	int r, m, have_st;

	if (!decompress && !test && !list && !force && isatty(1)) {
		warn_msg("compressed data not written to a terminal. "
			 "Use -f to force compression.");
		exit_code = 1;
		return;
	}
	if ((decompress || test || list) && !force && isatty(0)) {
		warn_msg("compressed data not read from a terminal. "
			 "Use -f to force decompression.");
		exit_code = 1;
		return;
	}
	have_st = !fstat(0, &st);
	if (list) {
		list_file(&in, NULL, have_st ? &st : NULL);
		return;
	}
	if (!decompress) {
		uint32_t mt = 0;

		if (names && have_st && S_ISREG(st.st_mode) &&
		    st.st_mtime > 0 && (uint64_t)st.st_mtime <= UINT32_MAX)
			mt = (uint32_t)st.st_mtime;
		gz_compress(&in, &out, NULL, mt, &hdr);
		return;
	}
	r = read_magic(&in, head, &m);
	if (r == NOT_GZIP) {
		if (force && !test)
			copy_through(&in, &out, head, m);
		else
			error("stdin", "not in gzip format");
		return;
	}
	if (r || read_header(&in, &h))
		return;
	if (test)
		out.fd = -1;
	if (!gz_decompress(&in, &out, &h, &hdr) && verbose && test)
		fprintf(stderr, "stdin:\t OK\n");
}
