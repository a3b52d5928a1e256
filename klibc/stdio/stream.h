/* SPDX-License-Identifier: MIT */
/*
 * stream.h: the layout of a stdio stream and the calls the stdio files
 * share.
 *
 * A stream has one buffer and is in one of three modes.  Reading: the
 * unread bytes are rpos..rend and the file offset is past them.  Writing:
 * buf..wpos waits to be written and wpos..wend is free.  Neither: all four
 * pointers are null, so the fast paths of getc and putc (rpos < rend,
 * wpos < wend) fail and the slow paths switch modes.  A string stream
 * (F_STR, the sink of snprintf and the source of sscanf) is only a window
 * on the caller's memory and never touches a file.
 */
#ifndef _KLIBC_STDIO_STREAM_H
#define _KLIBC_STDIO_STREAM_H

#include <stdio.h>
#include <stdarg.h>
#include <stddef.h>

struct _IO_file {
	unsigned char *rpos, *rend;
	unsigned char *wpos, *wend;
	unsigned char *buf;
	size_t bufsiz;
	int fd;
	unsigned int flags;
	struct _IO_file *next;		/* on __stdio_files */
};

/*
 * The flags: opened for reading, for writing, with O_APPEND (the kernel
 * picks write offsets); the end-of-file and error indicators; line
 * buffered, unbuffered (flushed at the end of each call), to become line
 * buffered if it is a terminal; a string stream; from fopen or fdopen
 * (fclose frees it).
 */
#define F_READ		0x0001
#define F_WRITE		0x0002
#define F_APPEND	0x0004
#define F_EOF		0x0008
#define F_ERR		0x0010
#define F_LBF		0x0020
#define F_NBF		0x0040
#define F_TTYCHK	0x0080
#define F_STR		0x0100
#define F_ALLOC		0x0200

/*
 * For the variadic functions: no floating-point argument is ever read, so
 * on x86_64 the prologue need not save the vector registers.
 */
#ifdef __x86_64__
# define __stdio_varargs __attribute__((target("general-regs-only")))
#else
# define __stdio_varargs
#endif

/* The standard streams, named so that the library can test for them. */
extern FILE __stdin_file, __stdout_file, __stderr_file;

/*
 * The streams that fflush(NULL) and exit flush: stdout and stderr (when
 * linked) from the start, then those of fopen and fdopen.
 */
extern FILE *__stdio_files;

/* __stdio_flush.c: the write side, which every output links. */
size_t __stdio_wall(FILE *f, const unsigned char *p, size_t n);
int __stdio_flush(FILE *f);
int __stdio_wbuf(FILE *f);
int __stdio_wdone(FILE *f);
int __stdio_flushall(void);
void __stdio_ttychk(FILE *f);

/* __stdio_list.c: put a stream on __stdio_files once, take it off. */
void __stdio_link(FILE *f);
void __stdio_unlink(FILE *f);

/* __stdio_fill.c: the read side. */
int __stdio_toread(FILE *f);
int __stdio_fill(FILE *f);
int __stdio_rbuf(FILE *f);
void __stdio_rdrop(FILE *f);

/* __stdio_write.c: copy a block into a stream, without __stdio_wdone. */
size_t __stdio_write(FILE *f, const void *p, size_t n);

/* __stdio_mode.c: parse an fopen mode; gives open flags and F_ flags. */
int __stdio_mode(const char *mode, unsigned int *fflags);

/* __stdio_new.c: a stream with its buffer on fd, put on __stdio_files. */
FILE *__stdio_new(int fd, unsigned int fflags);

/* __stdio_fmt.c and __stdio_scan.c: the printf and scanf engines. */
int __stdio_fmt(FILE *f, const char *fmt, va_list ap);
int __stdio_scan(FILE *f, const char *fmt, va_list ap);

#endif
