/* SPDX-License-Identifier: MIT */
/* fuzz-ra.c: libFuzzer target for the router advertisement parser. */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "../ipconfig/ipconfig_int.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct ra_info ra;
	const char *why = NULL;
	uint8_t *copy = (uint8_t *)__builtin_malloc(size ? size : 1);

	memcpy(copy, data, size);
	if (ra_parse(copy, size, &ra, &why) == 0) {
		if (ra.ndns < 0 || ra.ndns > 2 || ra.prefix_len < 0 ||
		    ra.prefix_len > 128)
			__builtin_trap();
	} else if (!why) {
		__builtin_trap();
	}
	__builtin_free(copy);
	return 0;
}
