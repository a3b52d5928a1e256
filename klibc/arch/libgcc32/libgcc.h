/* SPDX-License-Identifier: MIT */
/*
 * libgcc.h: the 64-bit halves that the compiler-support routines of
 * klibc/arch/libgcc32/ work on, for the 32-bit ports that take them
 * instead of libgcc's (KLIBC_HELPERS in their MCONFIG): sparc, whose
 * Debian libgcc is built for V9 (v8plus) where the library is V8, and
 * mips, whose libgcc is abicalls code where the library is not (the
 * linker warns about the mix).  Each works on 32-bit halves only: a
 * 64-bit shift, multiply or division written in C would call the
 * routine being defined.
 */
#ifndef _KLIBC_LIBGCC32_H
#define _KLIBC_LIBGCC32_H

typedef union {
	unsigned long long u;
	long long s;
	struct {
#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
		unsigned int hi, lo;
#else
		unsigned int lo, hi;
#endif
	} w;
} __dword;

unsigned long long __udivmoddi4(unsigned long long, unsigned long long,
				unsigned long long *);
int __clzsi2(unsigned int);
int __ctzsi2(unsigned int);

#endif
