/* sys/poll.h: the same as poll.h. */
#include <poll.h>
