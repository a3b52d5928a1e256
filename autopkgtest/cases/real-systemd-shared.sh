# SPDX-License-Identifier: MIT
# The same real root through the shared kinit: its library travels in the
# initramfs as its ELF interpreter.
DESC="real root: Debian 12 + systemd-sysv by root=UUID=, shared kinit, to poweroff.target"
FULL=yes
NEEDS="kinit"
TREE=systemd
INIT=$top/build/$ARCH/kinit/shared/kinit
MODULES=default
ROOT=(--type ext4 --size 1G --uuid 5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c62)
APPEND="root=UUID=5d1c7a3e-8b2f-4e6d-a1c9-3f7b2e8d4c62 ro systemd.unit=poweroff.target"
. autopkgtest/real-root.sh
