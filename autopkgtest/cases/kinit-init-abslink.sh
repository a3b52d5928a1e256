# SPDX-License-Identifier: MIT
# /sbin/init an absolute symbolic link, as on every Debian root with
# systemd-sysv: kinit must follow it inside the new root, not in the
# initramfs that is still / while it looks.
DESC="kinit: /sbin/init an absolute symbolic link into the root (as systemd-sysv's)"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4 --init-path /lib/test/rootinit --symlink /lib/test/rootinit:/sbin/init)
APPEND="root=/dev/vda"
EXPECT=(KINIT-ROOT-OK "kinit: no init named: running /sbin/init")
FIELDS=(fstype=ext4 init=/sbin/init pid=1)
REJECT=("running /bin/sh" "can't access tty")
