/* SPDX-License-Identifier: MIT */
/* __strerror_text: the message of an error number, or NULL. */
#include <errno.h>
#include <stddef.h>
#include "strint.h"

/* Where each text lies in __errtext; 0 for a number without one. */
static const unsigned short where[] = {
#define E(n, s) [n] = offsetof(struct __errtext, m##n),
#include "errlist.h"
#undef E
};

const char *__strerror_text(int e)
{
	if (e < 0 || e >= (int)(sizeof(where) / sizeof(where[0])) || !where[e])
		return NULL;
	return (const char *)&__errtext + where[e];
}
