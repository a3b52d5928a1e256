/* __strerror_text: the message of an error number, or NULL. */
#include <string.h>
#include <errno.h>
#include "strint.h"

/*
 * Numbers and texts in two parallel lists rather than a table indexed by
 * number: some architectures number errors past 1000, and a short scan
 * is fast enough for error paths.
 */
static const unsigned short numbers[] = {
#define E(n, s) n,
#include "errlist.h"
#undef E
};

static const char texts[] =
#define E(n, s) s "\0"
#include "errlist.h"
#undef E
	;

const char *__strerror_text(int e)
{
	const char *p = texts;
	size_t i;

	for (i = 0; i < sizeof(numbers) / sizeof(numbers[0]); i++) {
		if (numbers[i] == e)
			return p;
		p += strlen(p) + 1;
	}
	return NULL;
}
