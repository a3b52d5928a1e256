/* ffs: position of the lowest set bit, counting from 1; 0 for none. */
#include <strings.h>

int ffs(int v)
{
	return __builtin_ffs(v);
}
