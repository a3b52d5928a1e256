# SPDX-License-Identifier: MIT
# real-systemd-lvm on Debian 13 (trixie: systemd 257, lvm2 2.03.31 and
# their udev rules): the device-mapper rules must take kinit's volume as
# they take one activated by lvm2 in an initramfs.
SUITE=trixie
. autopkgtest/cases/real-systemd-lvm.sh
DESC="real root: Debian 13 + systemd-sysv + lvm2 on an LVM volume, to multi-user.target"
FULL=yes
