# SPDX-License-Identifier: MIT
# md-degraded-rootwait through md=: the array is named on the command line,
# the member listed first is the one that died, and `rootwait' asks to
# wait for ever.  kinit waits for all the members at once, not one after
# the other (a first one missing would hold the wait for ever), and 30 s
# after the other came it runs the mirror degraded and boots.
. autopkgtest/cases/md-degraded-rootwait.sh
DESC="kinit: md= RAID1 root, its first member gone, under rootwait: 30 s, then degraded"
FULL=yes
APPEND="root=/dev/md0 ro rootwait md=0,/dev/vdb,/dev/vda"
EXPECT=(KINIT-ROOT-OK "md0: member /dev/vdb did not appear"
	"/dev/md0: running with 1 member(s)")
EXPECT_RE=("devices and probes 3[0-9]{4} ms")
