/* SPDX-License-Identifier: MIT */
/* sysexits.h: BSD's exit statuses for programs (values as in 4.4BSD). */
#ifndef _SYSEXITS_H
#define _SYSEXITS_H

#define EX_OK		0	/* success */
#define EX__BASE	64	/* the first error status */
#define EX_USAGE	64	/* bad command line */
#define EX_DATAERR	65	/* bad input data */
#define EX_NOINPUT	66	/* input missing or unreadable */
#define EX_NOUSER	67	/* no such user */
#define EX_NOHOST	68	/* no such host */
#define EX_UNAVAILABLE	69	/* a service is unavailable */
#define EX_SOFTWARE	70	/* internal error */
#define EX_OSERR	71	/* operating system error */
#define EX_OSFILE	72	/* a system file is missing or bad */
#define EX_CANTCREAT	73	/* output cannot be created */
#define EX_IOERR	74	/* input/output error */
#define EX_TEMPFAIL	75	/* temporary failure: try again */
#define EX_PROTOCOL	76	/* the other side broke the protocol */
#define EX_NOPERM	77	/* permission denied */
#define EX_CONFIG	78	/* configuration error */
#define EX__MAX		78	/* the last error status */

#endif
