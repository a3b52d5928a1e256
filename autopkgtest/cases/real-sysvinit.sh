# SPDX-License-Identifier: MIT
# A real Debian 12 root with sysvinit-core instead of systemd; the "0" after
# "--" reaches init as its argument (runlevel 0: halt and power off).
DESC="real root: Debian 12 minbase + sysvinit-core, runlevel 0 from the command line"
NEEDS="kinit"
TREE=sysvinit
MODULES=default
ROOT=(--type ext4 --size 1G)
APPEND="root=/dev/vda ro -- 0"
. autopkgtest/real-root.sh
EXPECT+=("INIT: Entering runlevel: 0")
