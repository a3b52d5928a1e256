# SPDX-License-Identifier: MIT
# real-systemd-btrfs on Debian 13 (trixie: systemd 257, btrfs-progs 6.14
# and udev's btrfs rules there).
SUITE=trixie
. autopkgtest/cases/real-systemd-btrfs.sh
DESC="real root: Debian 13 + systemd-sysv + btrfs-progs on a btrfs of two disks, to multi-user.target"
FULL=yes
