/* SPDX-License-Identifier: MIT */
/*
 * qsort: sort an array.  Heapsort: O(n log n) comparisons in the worst
 * case, no recursion and no extra memory.  The sift goes down the path of
 * larger children to a leaf and then back up to where the element belongs
 * (Floyd's bottom-up variant), which takes about half the comparisons of
 * the textbook sift, the comparison being the costly part.
 */
#include <stdlib.h>
#include <stdint.h>

typedef int (*cmp_fn)(const void *, const void *);

static void swap(char *a, char *b, size_t size)
{
	char t;

	/* Whole words when both elements allow it: far fewer steps. */
	if (!((uintptr_t)a % sizeof(long)) && !((uintptr_t)b % sizeof(long)) &&
	    !(size % sizeof(long))) {
		long *x = (long *)a, *y = (long *)b, w;

		for (size /= sizeof(long); size; size--) {
			w = *x;
			*x++ = *y;
			*y++ = w;
		}
		return;
	}
	while (size--) {
		t = *a;
		*a++ = *b;
		*b++ = t;
	}
}

/*
 * Restore the heap property of the n-element heap at base whose root is
 * element i, when both of i's subtrees are heaps already.
 */
static void sift(char *base, size_t i, size_t n, size_t size, cmp_fn cmp)
{
	size_t j = i, last_parent = (n - 2) / 2;

	/* Down to a leaf, always to the larger child. */
	while (j <= last_parent) {
		j = 2 * j + 1;
		if (j + 1 < n &&
		    cmp(base + j * size, base + (j + 1) * size) < 0)
			j++;
	}
	/* Up again to the first element not smaller than the root. */
	while (j != i && cmp(base + i * size, base + j * size) > 0)
		j = (j - 1) / 2;
	/* Rotate the root into j, each element on the path one level up. */
	while (j != i) {
		swap(base + i * size, base + j * size, size);
		j = (j - 1) / 2;
	}
}

void qsort(void *base, size_t nmemb, size_t size, cmp_fn cmp)
{
	char *b = base;
	size_t i;

	if (nmemb < 2 || !size)
		return;
	for (i = nmemb / 2; i--;)
		sift(b, i, nmemb, size, cmp);
	for (i = nmemb - 1; i > 0; i--) {
		swap(b, b + i * size, size);
		if (i > 1)
			sift(b, 0, i, size, cmp);
	}
}
