# SPDX-License-Identifier: MIT
# A real Debian 12 root as mmdebstrap makes it (minbase + systemd-sysv:
# merged /usr, /sbin/init an absolute link to /lib/systemd/systemd), found
# by UUID: the static kinit must hand over to systemd as PID 1, which then
# reaches poweroff.target.  Every other case boots a root whose init we wrote.
DESC="real root: Debian 12 minbase + systemd-sysv by root=UUID=, static kinit, to poweroff.target"
NEEDS="kinit"
TREE=systemd
MODULES=default
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c61)
# kinit.timing: the timeline on the console, for make boot's report.
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c61 ro systemd.unit=poweroff.target kinit.timing"
. autopkgtest/real-root.sh
