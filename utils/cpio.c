/* SPDX-License-Identifier: MIT */
/* cpio: create, list and extract newc cpio archives (initramfs images). */
#include <errno.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include "newc.h"
#include "utils.h"

static const char usage_text[] =
	"usage: cpio -o [-0cv] [-H newc|crc] [-O archive] < names\n"
	"       cpio -i [-dmtuv] [-D dir] [-I archive] [pattern...] < archive\n"
	"       cpio -t [-v] [-I archive] [pattern...] < archive\n"
	"  -o create, -i extract, -t list (-v: long)  -d make directories\n"
	"  -m keep times  -u replace newer files  -v name files  -0 NUL names\n"
	"  -H newc|crc  -c (newc)  -F|-I|-O archive  -D dir  --quiet\n"
	"Extraction stays below the target: '/' is removed from names, '..'\n"
	"and paths through symlinks are refused.\n";

static int verbose, make_dirs, keep_mtime, unconditional, quiet, list_only;
static int status;
static int is_root;

/* ---- buffered archive input and output ---- */

struct bufin {
	int fd;
	size_t pos, len;
	unsigned char buf[65536];
};

static ssize_t bufin_read(void *ctx, void *dst, size_t n)
{
	struct bufin *b = ctx;
	ssize_t r;

	if (b->pos == b->len) {
		/* Large reads go straight through. */
		if (n >= sizeof(b->buf))
			return read(b->fd, dst, n);
		r = read(b->fd, b->buf, sizeof(b->buf));
		if (r <= 0)
			return r;
		b->pos = 0;
		b->len = (size_t)r;
	}
	if (n > b->len - b->pos)
		n = b->len - b->pos;
	memcpy(dst, b->buf + b->pos, n);
	b->pos += n;
	return (ssize_t)n;
}

struct bufout {
	int fd;
	size_t len;
	unsigned long long total;
	char buf[65536];
};

static void out_flush(struct bufout *o)
{
	if (o->len && write_all(o->fd, o->buf, o->len))
		die_errno("writing the archive");
	o->len = 0;
}

static void out_write(struct bufout *o, const void *p, size_t n)
{
	size_t take;

	o->total += n;
	while (n) {
		take = sizeof(o->buf) - o->len < n ? sizeof(o->buf) - o->len :
						     n;
		memcpy(o->buf + o->len, p, take);
		o->len += take;
		p = (const char *)p + take;
		n -= take;
		if (o->len == sizeof(o->buf))
			out_flush(o);
	}
}

static void out_pad(struct bufout *o, size_t align)
{
	static char zeros[512]; /* in bss, not in the file */
	size_t n = (size_t)((align - o->total % align) % align);

	out_write(o, zeros, n);
}

static void blocks(unsigned long long bytes)
{
	unsigned long long n = (bytes + 511) / 512;

	if (!quiet)
		fprintf(stderr, "%llu block%s\n", n, n == 1 ? "" : "s");
}

/* ---- listing ---- */

static void list_long(const struct newc_hdr *h, const char *name,
		      const char *link)
{
	static const char months[] = "JanFebMarAprMayJunJulAugSepOctNovDec";
	char mode[11], when[32];
	time_t t = (time_t)h->mtime, now = time(NULL);
	struct tm tm;

	gmtime_r(&t, &tm);
	/* The year instead of the time for files over six months old. */
	if (now - t > 6L * 30 * 24 * 60 * 60 || now < t)
		snprintf(when, sizeof(when), "%.3s %2d  %d",
			 months + 3 * tm.tm_mon, tm.tm_mday, tm.tm_year + 1900);
	else
		snprintf(when, sizeof(when), "%.3s %2d %02d:%02d",
			 months + 3 * tm.tm_mon, tm.tm_mday, tm.tm_hour,
			 tm.tm_min);
	printf("%s %3lu %-8lu %-8lu ", mode_string(h->mode, mode),
	       (unsigned long)h->nlink, (unsigned long)h->uid,
	       (unsigned long)h->gid);
	if (S_ISCHR(h->mode) || S_ISBLK(h->mode))
		printf("%3lu, %3lu ", (unsigned long)h->rdevmajor,
		       (unsigned long)h->rdevminor);
	else
		printf("%8lu ", (unsigned long)h->filesize);
	printf("%s %s", when, name);
	if (S_ISLNK(h->mode))
		printf(" -> %s", link);
	putchar('\n');
}

/* ---- extraction ---- */

struct dirattr {
	char *path;
	uint32_t mode, uid, gid, mtime;
};

struct linkname {
	uint32_t major, minor, ino;
	char *path;
};

static struct dirattr *dirs;
static size_t ndirs;
static struct linkname *links;
static size_t nlinks;

/*
 * The directory that will hold path, opened without following symbolic
 * links at any step, so that nothing in the archive (or already on disk)
 * can lead extraction elsewhere.  *base gets the last component.
 */
static int open_parent(char *path, int mkdirs, const char **base)
{
	int fd = AT_FDCWD, nfd, err;
	char *p = path, *slash, *part;

	while ((slash = strchr(p, '/'))) {
		*slash = '\0';
		nfd = openat(fd, p,
			     O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (nfd < 0 && errno == ENOENT && mkdirs) {
			if (mkdirat(fd, p, 0777) && errno != EEXIST)
				goto fail;
			nfd = openat(fd, p,
				     O_RDONLY | O_DIRECTORY | O_NOFOLLOW |
					     O_CLOEXEC);
		}
		if (nfd < 0)
			goto fail;
		if (fd != AT_FDCWD)
			close(fd);
		fd = nfd;
		*slash = '/';
		p = slash + 1;
	}
	*base = p;
	return fd;
fail:
	/* path ends at the component that failed; keep that for the message. */
	err = errno;
	part = xstrdup(path);
	*slash = '/';
	if (err == ELOOP || err == ENOTDIR) {
		warn_msg("%s: refusing to extract: %s is a symbolic link or "
			 "not a directory", path, part);
	} else {
		errno = err;
		warn_errno("%s: cannot open %s", path, part);
	}
	free(part);
	if (fd != AT_FDCWD)
		close(fd);
	return -2;
}

static void close_parent(int fd)
{
	if (fd >= 0)
		close(fd);
}

/* Make room for a new member: 1 to go ahead, 0 to skip it quietly. */
static int clear_way(int pfd, const char *base, const char *path,
		     const struct newc_hdr *h)
{
	struct stat st;

	if (fstatat(pfd, base, &st, AT_SYMLINK_NOFOLLOW))
		return 1;
	if (S_ISDIR(st.st_mode)) {
		if (S_ISDIR(h->mode))
			return 1;
		if (unlinkat(pfd, base, AT_REMOVEDIR)) {
			warn_errno("%s: cannot replace the directory", path);
			status = 2;
			return 0;
		}
		return 1;
	}
	if (!unconditional && st.st_mtime >= (time_t)h->mtime) {
		warn_msg("%s: not created: newer or same age version exists",
			 path);
		return 0;
	}
	if (unlinkat(pfd, base, 0) && errno != ENOENT) {
		warn_errno("%s: cannot remove the current file", path);
		status = 2;
		return 0;
	}
	return 1;
}

static void set_owner_mode(int fd, int pfd, const char *base,
			   const struct newc_hdr *h, const char *path)
{
	struct timespec ts[2];
	int r = 0;

	if (is_root)
		r = fd >= 0 ? fchown(fd, h->uid, h->gid) :
			      fchownat(pfd, base, h->uid, h->gid,
				       AT_SYMLINK_NOFOLLOW);
	/* A symlink has no mode of its own. */
	if (!r && !S_ISLNK(h->mode))
		r = fd >= 0 ? fchmod(fd, h->mode & 07777) :
			      fchmodat(pfd, base, h->mode & 07777, 0);
	if (!r && keep_mtime) {
		ts[0].tv_sec = ts[1].tv_sec = (time_t)h->mtime;
		ts[0].tv_nsec = ts[1].tv_nsec = 0;
		r = fd >= 0 ? futimens(fd, ts) :
			      utimensat(pfd, base, ts, AT_SYMLINK_NOFOLLOW);
	}
	if (r) {
		warn_errno("%s", path);
		status = 2;
	}
}

static struct linkname *find_link(const struct newc_hdr *h)
{
	size_t i;

	for (i = 0; i < nlinks; i++)
		if (links[i].ino == h->ino && links[i].major == h->devmajor &&
		    links[i].minor == h->devminor)
			return &links[i];
	return NULL;
}

static void copy_data(struct newc_in *in, int fd, const char *path)
{
	static char buf[65536];
	int failed = 0;
	ssize_t n;

	while ((n = newc_data(in, buf, sizeof(buf))) > 0)
		if (!failed && write_all(fd, buf, (size_t)n)) {
			warn_errno("%s", path);
			status = 2;
			failed = 1;
		}
	/* A read error stops the archive; newc_next reports it. */
}

static void extract_file(struct newc_in *in, const struct newc_hdr *h, int pfd,
			 const char *base, char *path)
{
	struct linkname *l = h->nlink > 1 ? find_link(h) : NULL;
	const char *lbase;
	int fd, lfd;

	if (l) {
		/* A later name of a hard link: link it to the first one. */
		lfd = open_parent(l->path, 0, &lbase);
		if (lfd == -2)
			return;
		if (linkat(lfd, lbase, pfd, base, 0)) {
			warn_errno("%s: cannot link to %s", path, l->path);
			status = 2;
			close_parent(lfd);
			return;
		}
		close_parent(lfd);
		/* The data come with the last name; earlier ones are empty. */
		if (!h->filesize)
			return;
		fd = openat(pfd, base,
			    O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC);
	} else {
		fd = openat(pfd, base,
			    O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW |
				    O_CLOEXEC,
			    0600);
	}
	if (fd < 0) {
		warn_errno("%s", path);
		status = 2;
		return;
	}
	copy_data(in, fd, path);
	set_owner_mode(fd, pfd, base, h, path);
	if (close(fd)) {
		warn_errno("%s", path);
		status = 2;
	}
	if (h->nlink > 1 && !l) {
		links = xreallocarray(links, nlinks + 1, sizeof(*links));
		links[nlinks].major = h->devmajor;
		links[nlinks].minor = h->devminor;
		links[nlinks].ino = h->ino;
		links[nlinks++].path = xstrdup(path);
	}
}

static void extract(struct newc_in *in, const struct newc_hdr *h)
{
	const char *why, *base;
	char *path = in->name;
	int pfd, r;

	r = newc_name_safe(path, &why);
	if (r < 0) {
		warn_msg("%s: %s", in->name, why);
		status = 2;
		return;
	}
	if (r == 1) {
		static int said;

		if (!said++)
			warn_msg("removing leading '/' from member names");
	}
	if (verbose)
		fprintf(stderr, "%s\n", path);
	pfd = open_parent(path, make_dirs, &base);
	if (pfd == -2) {
		status = 2;
		return;
	}
	if (!strcmp(base, ".") && S_ISDIR(h->mode)) {
		/* The target directory itself: only its attributes. */
	} else if (!clear_way(pfd, base, path, h)) {
		close_parent(pfd);
		return;
	}
	switch (h->mode & S_IFMT) {
	case S_IFREG: extract_file(in, h, pfd, base, path); break;
	case S_IFDIR:
		if (mkdirat(pfd, base, 0700) && errno != EEXIST) {
			warn_errno("%s", path);
			status = 2;
			break;
		}
		/* Directories get their mode and time once filled. */
		dirs = xreallocarray(dirs, ndirs + 1, sizeof(*dirs));
		dirs[ndirs].path = xstrdup(path);
		dirs[ndirs].mode = h->mode;
		dirs[ndirs].uid = h->uid;
		dirs[ndirs].gid = h->gid;
		dirs[ndirs++].mtime = h->mtime;
		break;
	case S_IFLNK:
		if (symlinkat(in->link, pfd, base)) {
			warn_errno("%s", path);
			status = 2;
			break;
		}
		set_owner_mode(-1, pfd, base, h, path);
		break;
	default:
		if (mknodat(pfd, base, h->mode & (S_IFMT | 0777),
			    makedev(h->rdevmajor, h->rdevminor))) {
			warn_errno("%s", path);
			status = 2;
			break;
		}
		set_owner_mode(-1, pfd, base, h, path);
		break;
	}
	close_parent(pfd);
}

static void finish_dirs(void)
{
	struct newc_hdr h;
	const char *base;
	size_t i;
	int pfd, fd;

	memset(&h, 0, sizeof(h));
	for (i = ndirs; i-- > 0;) {
		pfd = open_parent(dirs[i].path, 0, &base);
		if (pfd == -2) {
			status = 2;
			continue;
		}
		fd = openat(pfd, base,
			    O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0) {
			warn_errno("%s", dirs[i].path);
			status = 2;
		} else {
			h.mode = dirs[i].mode;
			h.uid = dirs[i].uid;
			h.gid = dirs[i].gid;
			h.mtime = dirs[i].mtime;
			set_owner_mode(fd, pfd, base, &h, dirs[i].path);
			close(fd);
		}
		close_parent(pfd);
	}
}

static int copy_in(int fd, char **patterns, int npat)
{
	static struct bufin b;
	static struct newc_in in;
	struct newc_hdr h;
	int r, i;

	b.fd = fd;
	in.read = bufin_read;
	in.ctx = &b;
	while ((r = newc_next(&in, &h)) == 1) {
		for (i = 0; i < npat; i++)
			if (!fnmatch(patterns[i], in.name, 0))
				break;
		if (npat && i == npat)
			continue;
		if (list_only) {
			if (verbose)
				list_long(&h, in.name, in.link);
			else
				puts(in.name);
			continue;
		}
		extract(&in, &h);
	}
	if (r < 0) {
		if (in.errnum)
			warn_msg("%s: %s", in.err, strerror(in.errnum));
		else
			warn_msg("%s", in.err);
		status = 2;
	}
	finish_dirs();
	/* Extraction is silent, as Debian's cpio; -t counts, as GNU's. */
	if (list_only)
		blocks(in.offset);
	return status;
}

/* ---- creation ---- */

struct member {
	char *name;
	struct stat st;
};

static uint32_t next_ino = 1;

static uint32_t clamp32(long long v)
{
	return v < 0 ? 0 : v > 0xffffffffLL ? 0xffffffffU : (uint32_t)v;
}

/* The name as stored: without leading "./" (as GNU cpio writes it). */
static const char *stored_name(const char *path)
{
	while (path[0] == '.' && path[1] == '/') {
		path += 2;
		while (*path == '/')
			path++;
	}
	return *path ? path : ".";
}

/* Header, name and data of one file; size 0 for all but a link's last name. */
static void put_member(struct bufout *o, const char *path,
		       const struct stat *st, uint32_t ino, int with_data,
		       int crc)
{
	const char *name = stored_name(path);
	static char buf[65536];
	char hdr[NEWC_HDR_LEN + 1], target[NEWC_LINK_MAX + 1];
	unsigned long long left;
	struct newc_hdr h;
	size_t namesize = strlen(name) + 1;
	ssize_t n = 0;
	int fd = -1, pass;
	uint32_t sum = 0;

	memset(&h, 0, sizeof(h));
	if (namesize > NEWC_NAME_MAX) {
		warn_msg("%s: name too long for newc", path);
		status = 2;
		return;
	}
	h.crc = crc;
	h.ino = ino;
	h.mode = st->st_mode;
	h.uid = st->st_uid;
	h.gid = st->st_gid;
	h.nlink = (uint32_t)st->st_nlink;
	h.mtime = clamp32(st->st_mtime);
	h.rdevmajor = major(st->st_rdev);
	h.rdevminor = minor(st->st_rdev);
	h.namesize = (uint32_t)namesize;
	if (S_ISLNK(st->st_mode)) {
		n = readlink(path, target, sizeof(target));
		if (n <= 0 || n > NEWC_LINK_MAX) {
			if (n < 0)
				warn_errno("%s", path);
			else
				warn_msg("%s: symlink target too long", path);
			status = 2;
			return;
		}
		h.filesize = (uint32_t)n;
		for (pass = 0; pass < n; pass++)
			sum += (unsigned char)target[pass];
	} else if (S_ISREG(st->st_mode) && with_data) {
		if ((unsigned long long)st->st_size > 0xffffffffULL) {
			warn_msg("%s: too large for newc (4 GiB at most)",
				 path);
			status = 2;
			return;
		}
		h.filesize = (uint32_t)st->st_size;
		fd = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
		if (fd < 0) {
			warn_errno("%s", path);
			status = 2;
			return;
		}
	}
	/* 070702 needs the sum before the data: read the file twice. */
	if (fd >= 0 && crc) {
		left = h.filesize;
		while (left &&
		       (n = read(fd, buf,
				 left < sizeof(buf) ? left : sizeof(buf))) >
			       0) {
			for (pass = 0; pass < n; pass++)
				sum += (unsigned char)buf[pass];
			left -= (unsigned long long)n;
		}
		lseek(fd, 0, SEEK_SET);
	}
	h.check = crc ? sum : 0;
	newc_header(hdr, &h);
	out_write(o, hdr, NEWC_HDR_LEN);
	out_write(o, name, namesize);
	out_pad(o, 4);
	if (S_ISLNK(st->st_mode))
		out_write(o, target, h.filesize);
	if (fd >= 0) {
		left = h.filesize;
		while (left) {
			n = read(fd, buf,
				 left < sizeof(buf) ? left : sizeof(buf));
			if (n < 0 && errno == EINTR)
				continue;
			if (n <= 0) {
				/* It shrank: keep the archive whole. */
				if (n < 0)
					warn_errno("%s", path);
				else
					warn_msg("%s: file shrank while being read", path);
				status = 2;
				memset(buf, 0, sizeof(buf));
				while (left) {
					size_t z = left < sizeof(buf) ?
							   left :
							   sizeof(buf);

					out_write(o, buf, z);
					left -= z;
				}
				break;
			}
			out_write(o, buf, (size_t)n);
			left -= (unsigned long long)n;
		}
		close(fd);
	}
	out_pad(o, 4);
	if (verbose)
		fprintf(stderr, "%s\n", name);
}

static int by_inode(const void *a, const void *b)
{
	const struct stat *x = &((const struct member *)a)->st;
	const struct stat *y = &((const struct member *)b)->st;

	if (x->st_dev != y->st_dev)
		return x->st_dev < y->st_dev ? -1 : 1;
	if (x->st_ino != y->st_ino)
		return x->st_ino < y->st_ino ? -1 : 1;
	return 0;
}

static int copy_out(int fd, int delim, int crc)
{
	static struct bufout o;
	struct member *deferred = NULL;
	size_t ndef = 0, i, j, len;
	char *line = NULL;
	size_t cap = 0;
	ssize_t n;
	struct stat st;

	o.fd = fd;
	while ((n = getdelim(&line, &cap, delim, stdin)) > 0) {
		len = (size_t)n;
		if (line[len - 1] == delim)
			line[--len] = '\0';
		if (!len)
			continue;
		if (lstat(line, &st)) {
			warn_errno("%s", line);
			status = 2;
			continue;
		}
		/* Hard links go last, together, data on the last. */
		if (S_ISREG(st.st_mode) && st.st_nlink > 1) {
			deferred = xreallocarray(deferred, ndef + 1,
						 sizeof(*deferred));
			deferred[ndef].name = xstrdup(line);
			deferred[ndef++].st = st;
			continue;
		}
		put_member(&o, line, &st, next_ino++, 1, crc);
	}
	if (ferror(stdin))
		die_errno("reading the file names");
	/* A stable sort keeps the names of one file in their input order. */
	for (i = 1; i < ndef; i++) {
		struct member m = deferred[i];

		for (j = i; j > 0 && by_inode(&deferred[j - 1], &m) > 0; j--)
			deferred[j] = deferred[j - 1];
		deferred[j] = m;
	}
	for (i = 0; i < ndef; i = j) {
		for (j = i; j < ndef && !by_inode(&deferred[i], &deferred[j]);
		     j++)
			put_member(&o, deferred[j].name, &deferred[j].st,
				   next_ino,
				   j + 1 == ndef || by_inode(&deferred[i],
							     &deferred[j + 1]),
				   crc);
		next_ino++;
	}
	{
		struct newc_hdr h;
		char hdr[NEWC_HDR_LEN + 1];

		memset(&h, 0, sizeof(h));
		h.crc = crc;
		h.nlink = 1;
		h.namesize = sizeof(NEWC_TRAILER);
		newc_header(hdr, &h);
		out_write(&o, hdr, NEWC_HDR_LEN);
		out_write(&o, NEWC_TRAILER, sizeof(NEWC_TRAILER));
		out_pad(&o, 4);
	}
	/* The archive is padded to whole 512-byte blocks, as GNU cpio does. */
	out_pad(&o, 512);
	out_flush(&o);
	blocks(o.total);
	free(line);
	return status;
}

int main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "extract", no_argument, NULL, 'i' },
		{ "create", no_argument, NULL, 'o' },
		{ "list", no_argument, NULL, 't' },
		{ "make-directories", no_argument, NULL, 'd' },
		{ "preserve-modification-time", no_argument, NULL, 'm' },
		{ "unconditional", no_argument, NULL, 'u' },
		{ "verbose", no_argument, NULL, 'v' },
		{ "numeric-uid-gid", no_argument, NULL, 'n' },
		{ "null", no_argument, NULL, '0' },
		{ "format", required_argument, NULL, 'H' },
		{ "file", required_argument, NULL, 'F' },
		{ "directory", required_argument, NULL, 'D' },
		{ "no-absolute-filenames", no_argument, NULL, 'A' },
		{ "quiet", no_argument, NULL, 'q' },
		{ "help", no_argument, NULL, 'h' },
		{ NULL, 0, NULL, 0 },
	};
	const char *archive = NULL, *dir = NULL;
	int c, mode = 0, delim = '\n', crc = 0, fd;

	prog_init(argc, argv, usage_text);
	while ((c = getopt_long(argc, argv, ":iotdmuvn0cH:F:I:O:D:h", longopts,
				NULL)) != -1) {
		switch (c) {
		case 'i':
		case 'o':
			if (mode && mode != c)
				die("-i and -o cannot be used together");
			mode = c;
			break;
		case 't': list_only = 1; break;
		case 'd': make_dirs = 1; break;
		case 'm': keep_mtime = 1; break;
		case 'u': unconditional = 1; break;
		case 'v': verbose = 1; break;
		case 'n': break;
		case '0': delim = '\0'; break;
		case 'c': crc = 0; break;
		case 'H':
			if (!strcasecmp(optarg, "newc"))
				crc = 0;
			else if (!strcasecmp(optarg, "crc"))
				crc = 1;
			else
				die("%s: unsupported archive format (newc and crc are)",
				    optarg);
			break;
		case 'F':
		case 'I':
		case 'O': archive = optarg; break;
		case 'D': dir = optarg; break;
		case 'A': break;
		case 'q': quiet = 1; break;
		case 'h': usage(0);
		default: opt_error(c);
		}
	}
	if (list_only) {
		if (mode == 'o')
			die("-t and -o cannot be used together");
		mode = 'i';
	}
	if (!mode)
		usage(1);
	is_root = geteuid() == 0;
	if (mode == 'o') {
		if (optind < argc)
			usage(1);
		fd = STDOUT_FILENO;
		if (archive &&
		    (fd = open(archive,
			       O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC,
			       0666)) < 0)
			die_errno("%s", archive);
		return copy_out(fd, delim, crc);
	}
	fd = STDIN_FILENO;
	if (archive && (fd = open(archive, O_RDONLY | O_CLOEXEC)) < 0)
		die_errno("%s", archive);
	if (dir && chdir(dir))
		die_errno("%s", dir);
	return copy_in(fd, argv + optind, argc - optind);
}
