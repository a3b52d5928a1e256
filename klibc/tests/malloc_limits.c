/* SPDX-License-Identifier: MIT */
/*
 * malloc_limits.c: what the allocator promises beyond "not NULL": blocks
 * aligned for any type of fundamental alignment (alignof(max_align_t),
 * 16 on i386 as well as x86_64, as C11 7.22.3 asks), and no object larger
 * than PTRDIFF_MAX, since pointer differences within it could not be
 * represented (glibc and musl refuse those sizes with ENOMEM too).
 */
#include <stdlib.h>
#include <stddef.h>
#include <stdint.h>
#include <errno.h>
#include "tap.h"

#pragma GCC diagnostic ignored "-Walloc-size-larger-than="

int main(void)
{
	size_t align = _Alignof(max_align_t), n;
	void *p[64], *q;
	int i, bad = 0;

	for (i = 0; i < 64; i++) {
		n = i < 48 ? (size_t)i * 5 : (size_t)i * 4000;
		p[i] = malloc(n);
		if (!p[i] || (uintptr_t)p[i] % align)
			bad++;
	}
	for (i = 0; i < 64; i++)
		free(p[i]);
	if (!ok(!bad, "malloc blocks are aligned to alignof(max_align_t)"))
		diag("%d of 64 blocks not aligned to %zu", bad, align);
	q = calloc(3, 7);
	ok(q && !((uintptr_t)q % align), "calloc too");
	q = realloc(q, 300000);
	ok(q && !((uintptr_t)q % align), "and realloc, into a mapping");
	free(q);

	errno = 0;
	q = malloc((size_t)PTRDIFF_MAX + 1);
	if (!ok(!q && errno == ENOMEM, "malloc(PTRDIFF_MAX + 1) fails, ENOMEM"))
		diag("got %p, errno %d", q, errno);
	free(q);
	errno = 0;
	q = calloc((size_t)PTRDIFF_MAX / 2 + 1, 2);
	if (!ok(!q && errno == ENOMEM,
		"calloc(PTRDIFF_MAX / 2 + 1, 2) fails, ENOMEM"))
		diag("got %p, errno %d", q, errno);
	free(q);
	return done();
}
