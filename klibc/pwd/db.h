/* SPDX-License-Identifier: MIT */
/* db.h: reading the colon-separated files /etc/passwd and /etc/group. */
#ifndef _KLIBC_PWD_DB_H
#define _KLIBC_PWD_DB_H

#include <stdio.h>
#include <pwd.h>
#include <grp.h>

/* The longest entry read; longer lines are skipped. */
#define DB_LINE_MAX	1024

/*
 * Read the next line of f into line[DB_LINE_MAX] and cut it into at most
 * n `:'-separated fields; the number found, or -1 at the end of f.
 */
int __db_next(FILE *f, char *line, char **field, int n);

/* A decimal id that fits 32 bits; -1 for anything else. */
long long __db_id(const char *s);

/*
 * The entry of `name', or of `id' when name is NULL, in static storage;
 * NULL with errno untouched when there is none.  Without the file (an
 * initramfs seldom has one), root alone is known, as in klibc.
 */
struct passwd *__pw_lookup(const char *name, uid_t id);
struct group *__gr_lookup(const char *name, gid_t id);

#endif
