/* SPDX-License-Identifier: MIT */
/* __strerror_text: the message of an error number, or NULL. */
#include "strint.h"

const char *__strerror_text(int e)
{
	return e >= 0 && e < sys_nerr ? sys_errlist[e] : NULL;
}
