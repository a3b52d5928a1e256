/* SPDX-License-Identifier: MIT */
/* clearenv: empty the environment. */
#include <stdlib.h>
#include <unistd.h>
#include "__env.h"

int clearenv(void)
{
	__env_free_all();
	environ = NULL;
	return 0;
}
