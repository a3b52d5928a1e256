/* SPDX-License-Identifier: MIT */
/* shmpath.h: where shm_open and shm_unlink find a shared memory object. */
#ifndef _KLIBC_SHMPATH_H
#define _KLIBC_SHMPATH_H

#include <limits.h>

#define SHM_DIR		"/dev/shm/"

/*
 * The file of object `name' ("/name" or "name") in buf, or NULL with
 * errno set: EINVAL for an empty name or one with a `/' inside,
 * ENAMETOOLONG for one longer than NAME_MAX.
 */
char *__shm_path(char buf[sizeof(SHM_DIR) + NAME_MAX], const char *name);

#endif
