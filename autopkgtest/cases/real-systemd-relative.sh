# SPDX-License-Identifier: MIT
# The real root with /sbin/init a relative symbolic link
# (../lib/systemd/systemd from /usr/sbin, through the /sbin -> usr/sbin link).
DESC="real root: Debian 12 + systemd-sysv, /sbin/init a relative link, to poweroff.target"
FULL=yes
NEEDS="kinit"
TREE=systemd
MODULES=default
ROOT=(--type ext4 --size 1G --symlink ../lib/systemd/systemd:/sbin/init)
APPEND="root=/dev/vda ro systemd.unit=poweroff.target"
. autopkgtest/real-root.sh
