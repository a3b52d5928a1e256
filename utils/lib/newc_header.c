/* newc_header: format a newc (070701) or crc (070702) cpio header. */
#include <stdio.h>
#include "newc.h"

void newc_header(char out[NEWC_HDR_LEN + 1], const struct newc_hdr *h)
{
	snprintf(out, NEWC_HDR_LEN + 1,
		 "%s%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX%08lX",
		 h->crc ? "070702" : "070701",
		 (unsigned long)h->ino, (unsigned long)h->mode,
		 (unsigned long)h->uid, (unsigned long)h->gid,
		 (unsigned long)h->nlink, (unsigned long)h->mtime,
		 (unsigned long)h->filesize, (unsigned long)h->devmajor,
		 (unsigned long)h->devminor, (unsigned long)h->rdevmajor,
		 (unsigned long)h->rdevminor, (unsigned long)h->namesize,
		 (unsigned long)h->check);
}
