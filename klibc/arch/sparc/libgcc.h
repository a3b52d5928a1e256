/* SPDX-License-Identifier: MIT */
/*
 * libgcc.h: the 64-bit halves that sparc's compiler-support routines
 * work on.  Debian's 32-bit libgcc for sparc is built for V9 (v8plus);
 * these replace the routines the library and its programs use with
 * V8 code.  Each works on 32-bit halves only: a 64-bit shift, multiply
 * or division written in C would call the routine being defined.
 */
#ifndef _KLIBC_SPARC_LIBGCC_H
#define _KLIBC_SPARC_LIBGCC_H

typedef union {
	unsigned long long u;
	long long s;
	struct {
		unsigned int hi, lo;	/* big-endian */
	} w;
} __dword;

unsigned long long __udivmoddi4(unsigned long long, unsigned long long,
				unsigned long long *);
int __clzsi2(unsigned int);
int __ctzsi2(unsigned int);

#endif
