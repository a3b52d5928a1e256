/* ctype.h: character classes of the C locale, the only locale. */
#ifndef _CTYPE_H
#define _CTYPE_H

#include <klibc/compiler.h>

__extern int isalnum(int);
__extern int isalpha(int);
__extern int isascii(int);
__extern int isblank(int);
__extern int iscntrl(int);
__extern int isdigit(int);
__extern int isgraph(int);
__extern int islower(int);
__extern int isprint(int);
__extern int ispunct(int);
__extern int isspace(int);
__extern int isupper(int);
__extern int isxdigit(int);
__extern int toascii(int);
__extern int tolower(int);
__extern int toupper(int);

#endif
