# The root disk appears only after kinit has started: rootwait must wait for
# it (the disk is hot-plugged through the QEMU monitor 8 s after the start).
DESC="kinit: rootwait for a root disk hot-plugged later"
NEEDS="kinit rootinit"
MODULES=default
ROOT=(--type ext4)
ROOT_ATTACH=hotplug
APPEND="root=/dev/vda rootwait"
BOOT=(--hotplug-after 8)
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=ext4 pid=1)
TIMEOUT=120
