# SPDX-License-Identifier: MIT
# A real Debian 13 root (trixie, minbase + systemd-sysv, systemd 257: /sbin
# a link to usr/sbin, /usr/sbin/init a relative link to ../lib/systemd/systemd),
# made by mmdebstrap from the archives that serve this machine's release,
# found by UUID: the static kinit must hand over to systemd as PID 1, which
# then reaches poweroff.target.  make check boots Debian 12's (real-systemd).
DESC="real root: Debian 13 minbase + systemd-sysv by root=UUID=, static kinit, to poweroff.target"
NEEDS="kinit"
TREE=systemd
SUITE=trixie
FULL=yes
MODULES=default
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c6a)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c6a ro systemd.unit=poweroff.target"
. autopkgtest/real-root.sh
