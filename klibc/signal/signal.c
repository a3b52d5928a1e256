/* SPDX-License-Identifier: MIT */
/* signal: set a handler with BSD semantics (restarting, not reset). */
#include <signal.h>

sighandler_t signal(int sig, sighandler_t handler)
{
	return bsd_signal(sig, handler);
}
