/* SPDX-License-Identifier: MIT */
/*
 * word.h: word-at-a-time helpers of the string functions.
 *
 * An aligned word never straddles a page, so once a pointer is aligned a
 * whole word may be read even when the string ends inside it: the bytes
 * after the terminator are in the same page as the terminator.
 */
#ifndef _KLIBC_STRING_WORD_H
#define _KLIBC_STRING_WORD_H

#include <stddef.h>
#include <stdint.h>

/* Loads through this type may alias any object, as char loads do. */
typedef unsigned long __attribute__((__may_alias__)) kword_t;

#define KW_SIZE		sizeof(kword_t)
#define KW_ONES		((kword_t)-1 / 0xff)
#define KW_HIGHS	(KW_ONES * 0x80)

/*
 * Nonzero when some byte of w is zero.  Bytes above the first zero byte
 * may be flagged falsely (a borrow runs through them), so this only says
 * whether to look, not where.
 */
static inline kword_t kw_haszero(kword_t w)
{
	return (w - KW_ONES) & ~w & KW_HIGHS;
}

/* c repeated in every byte of a word. */
static inline kword_t kw_repeat(int c)
{
	return KW_ONES * (unsigned char)c;
}

static inline int kw_aligned(const void *p)
{
	return ((uintptr_t)p & (KW_SIZE - 1)) == 0;
}

#endif
