/* SPDX-License-Identifier: MIT */
/* sys/io.h: x86 I/O port access (the calls exist on x86 only). */
#ifndef _SYS_IO_H
#define _SYS_IO_H

#include <klibc/compiler.h>

#if defined(__i386__) || defined(__x86_64__)

__extern int iopl(int);
__extern int ioperm(unsigned long, unsigned long, int);

static __inline__ void outb(unsigned char __v, unsigned short __p)
{
	__asm__ __volatile__("outb %0,%1" : : "a" (__v), "dN" (__p));
}

static __inline__ void outw(unsigned short __v, unsigned short __p)
{
	__asm__ __volatile__("outw %0,%1" : : "a" (__v), "dN" (__p));
}

static __inline__ void outl(unsigned int __v, unsigned short __p)
{
	__asm__ __volatile__("outl %0,%1" : : "a" (__v), "dN" (__p));
}

static __inline__ unsigned char inb(unsigned short __p)
{
	unsigned char __v;

	__asm__ __volatile__("inb %1,%0" : "=a" (__v) : "dN" (__p));
	return __v;
}

static __inline__ unsigned short inw(unsigned short __p)
{
	unsigned short __v;

	__asm__ __volatile__("inw %1,%0" : "=a" (__v) : "dN" (__p));
	return __v;
}

static __inline__ unsigned int inl(unsigned short __p)
{
	unsigned int __v;

	__asm__ __volatile__("inl %1,%0" : "=a" (__v) : "dN" (__p));
	return __v;
}

#endif

#endif
