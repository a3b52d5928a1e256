/* SPDX-License-Identifier: MIT */
/* dirent.h: reading directories through getdents64(2). */
#ifndef _DIRENT_H
#define _DIRENT_H

#include <klibc/compiler.h>
#include <sys/types.h>
#include <limits.h>

/* The kernel's struct linux_dirent64. */
struct dirent {
	uint64_t d_ino;
	int64_t d_off;
	unsigned short d_reclen;
	unsigned char d_type;
	char d_name[256];
};

#define DT_UNKNOWN	0
#define DT_FIFO		1
#define DT_CHR		2
#define DT_DIR		4
#define DT_BLK		6
#define DT_REG		8
#define DT_LNK		10
#define DT_SOCK		12
#define DT_WHT		14

typedef struct __dirstream DIR;

__extern DIR *opendir(const char *);
__extern DIR *fdopendir(int);
__extern struct dirent *readdir(DIR *);
__extern int closedir(DIR *);
__extern int dirfd(DIR *);
__extern void rewinddir(DIR *);
__extern int getdents64(int, struct dirent *, size_t);
/* klibc's name for it, which Debian's <dirent.h> declares too. */
__extern int getdents(unsigned int, struct dirent *, unsigned int);
__extern int scandir(const char *, struct dirent ***,
		     int (*)(const struct dirent *),
		     int (*)(const struct dirent **, const struct dirent **));
__extern int alphasort(const struct dirent **, const struct dirent **);

#endif
