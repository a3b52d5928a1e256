/* SPDX-License-Identifier: MIT */
/* mode_string: the ten-character "drwxr-xr-x" form of a file mode. */
#include <sys/stat.h>
#include "utils.h"

static char type(mode_t m)
{
	switch (m & S_IFMT) {
	case S_IFDIR: return 'd';
	case S_IFLNK: return 'l';
	case S_IFCHR: return 'c';
	case S_IFBLK: return 'b';
	case S_IFIFO: return 'p';
	case S_IFSOCK: return 's';
	case S_IFREG: return '-';
	default: return '?';
	}
}

/* An execute slot shows a special bit as lower case when x is also set. */
static char special(mode_t m, mode_t x, mode_t bit, char c)
{
	if (m & bit)
		return (m & x) ? c : (char)(c - 'a' + 'A');
	return (m & x) ? 'x' : '-';
}

char *mode_string(mode_t m, char *buf)
{
	buf[0] = type(m);
	buf[1] = (m & S_IRUSR) ? 'r' : '-';
	buf[2] = (m & S_IWUSR) ? 'w' : '-';
	buf[3] = special(m, S_IXUSR, S_ISUID, 's');
	buf[4] = (m & S_IRGRP) ? 'r' : '-';
	buf[5] = (m & S_IWGRP) ? 'w' : '-';
	buf[6] = special(m, S_IXGRP, S_ISGID, 's');
	buf[7] = (m & S_IROTH) ? 'r' : '-';
	buf[8] = (m & S_IWOTH) ? 'w' : '-';
	buf[9] = special(m, S_IXOTH, S_ISVTX, 't');
	buf[10] = '\0';
	return buf;
}
