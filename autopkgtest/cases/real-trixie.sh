# SPDX-License-Identifier: MIT
# real-systemd on Debian 13 (trixie, minbase + systemd-sysv, systemd 257:
# /sbin a link to usr/sbin, /usr/sbin/init a relative link to
# ../lib/systemd/systemd), made by mmdebstrap from the archives that serve
# this machine's release: the static kinit must hand over to systemd as
# PID 1, which then reaches poweroff.target.
SUITE=trixie
. autopkgtest/cases/real-systemd.sh
DESC="real root: Debian 13 minbase + systemd-sysv by root=UUID=, static kinit, to poweroff.target"
FULL=yes
