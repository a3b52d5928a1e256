/* SPDX-License-Identifier: MIT */
/* newc_header: format a newc (070701) or crc (070702) cpio header. */
#include <stdio.h>
#include <string.h>
#include "newc.h"

void newc_header(char out[NEWC_HDR_LEN + 1], const struct newc_hdr *h)
{
	const uint32_t v[13] = {
		h->ino, h->mode, h->uid, h->gid, h->nlink, h->mtime,
		h->filesize, h->devmajor, h->devminor, h->rdevmajor,
		h->rdevminor, h->namesize, h->check,
	};
	int i;

	memcpy(out, h->crc ? "070702" : "070701", 6);
	for (i = 0; i < 13; i++)
		snprintf(out + 6 + 8 * i, 9, "%08lX", (unsigned long)v[i]);
}
