/* SPDX-License-Identifier: MIT */
/* __put_env: add or replace an entry of environ, and the memory it owns. */
#include <stdlib.h>
#include <stdint.h>
#include <errno.h>
#include <unistd.h>
#include "__env.h"

/* The array last allocated for environ here, and its size in entries. */
static char **env_array;
static size_t env_size;

/* The strings allocated here that may still be in environ. */
static char **ours;
static size_t nours, ours_size;

static int own(char *str)
{
	char **n;
	size_t size;

	if (nours == ours_size) {
		size = ours_size ? ours_size * 2 : 16;
		n = reallocarray(ours, size, sizeof(*n));
		if (!n)
			return -1;
		ours = n;
		ours_size = size;
	}
	ours[nours++] = str;
	return 0;
}

void __env_forget(char *str)
{
	size_t i;

	for (i = 0; i < nours; i++) {
		if (ours[i] == str) {
			ours[i] = ours[--nours];
			free(str);
			return;
		}
	}
}

void __env_free_all(void)
{
	while (nours)
		free(ours[--nours]);
	free(env_array);
	env_array = NULL;
	env_size = 0;
}

/* Make room for one more entry; returns the entry count, or -1. */
static long grow(void)
{
	char **n;
	size_t count = 0, size, i;

	if (environ)
		while (environ[count])
			count++;
	if (environ == env_array && count + 2 <= env_size)
		return count;

	if (count > SIZE_MAX / 2 - 8) {
		errno = ENOMEM;
		return -1;
	}
	size = count * 2 + 8;
	if (environ == env_array) {
		n = reallocarray(env_array, size, sizeof(*n));
		if (!n)
			return -1;
	} else {
		/*
		 * environ is the start-up array or one the program set up;
		 * copy it.  An older array of ours that the program replaced
		 * is left alone, as the program may still use it.
		 */
		n = reallocarray(NULL, size, sizeof(*n));
		if (!n)
			return -1;
		for (i = 0; i < count; i++)
			n[i] = environ[i];
		n[count] = NULL;
	}
	environ = env_array = n;
	env_size = size;
	return count;
}

int __put_env(char *str, size_t namelen, int ours_str)
{
	char *old;
	long i;

	i = __env_find(str, namelen);
	if (i < 0) {
		i = grow();
		if (i < 0)
			return -1;
		environ[i + 1] = NULL;
	}
	if (ours_str && own(str))
		return -1;
	old = environ[i];
	environ[i] = str;
	if (old && old != str)
		__env_forget(old);
	return 0;
}
