/* SPDX-License-Identifier: MIT */
/* id.c: an LVM id as LVM and blkid print it, in groups of 6-4-4-4-4-4-6. */
#include "lvm.h"

void lvm_id_dashed(char out[LVM_ID_DASHED], const char *id)
{
	static const unsigned char dash[] = { 6, 10, 14, 18, 22, 26 };
	size_t i, n = 0, d = 0;

	for (i = 0; i < LVM_ID_LEN && id[i]; i++) {
		if (d < sizeof(dash) && i == dash[d]) {
			out[n++] = '-';
			d++;
		}
		out[n++] = id[i];
	}
	out[n] = '\0';
}
