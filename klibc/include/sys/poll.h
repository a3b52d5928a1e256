/* SPDX-License-Identifier: MIT */
/* sys/poll.h: the same as poll.h. */
#include <poll.h>
