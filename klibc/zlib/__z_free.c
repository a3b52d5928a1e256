/* SPDX-License-Identifier: MIT */
/* __z_free: give back memory that __z_alloc took. */
#include <stdlib.h>
#include "zint.h"

void __z_free(z_streamp strm, void *p)
{
	if (!p)
		return;
	if (strm->zfree)
		strm->zfree(strm->opaque, p);
	else
		free(p);
}
