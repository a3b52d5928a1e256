# SPDX-License-Identifier: MIT
# real-systemd-itools on Debian 13 (trixie): trixie's own, unmodified
# initramfs-tools (0.148) with our klibc-utils laid over its klibc-utils
# (2.0.14) makes the klibc-only image, and systemd 257 must come up as PID 1.
SUITE=trixie
. autopkgtest/cases/real-systemd-itools.sh
DESC="real root: Debian 13 + systemd-sysv through trixie's initramfs-tools (BUSYBOX=n, MODULES=list) with our klibc-utils"
FULL=yes
