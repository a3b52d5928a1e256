/* SPDX-License-Identifier: MIT */
/* newc.h: reading and writing the SVR4 "newc" cpio format (070701/070702). */
#ifndef UTILS_NEWC_H
#define UTILS_NEWC_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>

#define NEWC_HDR_LEN 110
#define NEWC_NAME_MAX 4096 /* a name's size, its NUL included */
#define NEWC_LINK_MAX 4095 /* a symlink target's length */
#define NEWC_TRAILER "TRAILER!!!"

/* One header; every field is eight hexadecimal digits in the archive. */
struct newc_hdr {
	uint32_t ino, mode, uid, gid, nlink, mtime, filesize;
	uint32_t devmajor, devminor, rdevmajor, rdevminor, namesize, check;
	int crc; /* 070702: check is the data's byte sum */
};

/* A reader over any byte source; fill in read and ctx, zero the rest. */
struct newc_in {
	/* Like read(2): bytes read, 0 at the end, -1 with errno set. */
	ssize_t (*read)(void *ctx, void *buf, size_t n);
	void *ctx;
	unsigned long long offset; /* bytes consumed so far */
	uint32_t left;		   /* data of this entry not read yet */
	uint32_t pad;		   /* padding after that data */
	uint32_t sum, check;	   /* 070702: byte sum so far, expected */
	int crc;
	const char *err;	      /* why the last call failed */
	int errnum;		      /* errno of a failed read, else 0 */
	char name[NEWC_NAME_MAX];     /* the entry's name as stored */
	char link[NEWC_LINK_MAX + 1]; /* a symlink's target */
};

/*
 * The next entry: 1 with *h, in->name (and in->link for a symlink) filled
 * in, 0 at the trailer, -1 on a read error or a malformed archive with
 * in->err saying what.  Data the caller did not read is skipped.
 */
int newc_next(struct newc_in *in, struct newc_hdr *h);
/* Up to n bytes of the entry's data; 0 when it is all read, -1 on error. */
ssize_t newc_data(struct newc_in *in, void *buf, size_t n);
/*
 * Make an archive name safe to create below the current directory, in
 * place: leading slashes, "." and empty components are removed ("" becomes
 * "."); a ".." component is refused.  Returns 0, 1 when leading slashes
 * were removed, or -1 with *why set.
 */
int newc_name_safe(char *name, const char **why);
/* The 110-byte header for h, NUL-terminated, into out. */
void newc_header(char out[NEWC_HDR_LEN + 1], const struct newc_hdr *h);

#endif
