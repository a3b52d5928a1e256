/* SPDX-License-Identifier: MIT */
/* elf.h: the ELF file format, 32- and 64-bit. */
#ifndef _ELF_H
#define _ELF_H

#include <sys/elf32.h>
#include <sys/elf64.h>

#endif
