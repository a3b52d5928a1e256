# SPDX-License-Identifier: MIT
# The root disk appears only after kinit has started: rootwait must wait for
# it (the disk is hot-plugged through the QEMU monitor 2 s after the kernel
# says it runs /init, however fast or slow the host is).
DESC="kinit: rootwait for a root disk hot-plugged later"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
ROOT_ATTACH=hotplug
APPEND="root=/dev/vda rootwait"
BOOT=(--hotplug-on "Run /init as init process" --hotplug-after 2)
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=120
