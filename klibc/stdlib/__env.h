/* SPDX-License-Identifier: MIT */
/*
 * __env.h: bookkeeping for changes to `environ'.  The start-up array and
 * the strings given to putenv() belong to others; the array and strings
 * made here are recorded, so that an entry replaced or removed gives its
 * memory back instead of leaking once per setenv().
 */
#ifndef _KLIBC_ENV_H
#define _KLIBC_ENV_H

#include <stddef.h>

/*
 * The index in environ of the entry for the first `len' bytes of name,
 * or -1.  Only entries with an '=' right after the name match.
 */
long __env_find(const char *name, size_t len);

/*
 * Put str ("name=value", the name `namelen' bytes long) in environ,
 * replacing the entry of that name or adding one.  `ours' says str came
 * from malloc here and may be freed once it leaves environ.  Returns 0,
 * or -1 with errno set (and str untouched) when memory runs out.
 */
int __put_env(char *str, size_t namelen, int ours);

/* str has left environ: free it if it was made here. */
void __env_forget(char *str);

/* Free every string and the array made here; environ is left to the caller. */
void __env_free_all(void);

#endif
