# SPDX-License-Identifier: MIT
# The harness itself: the test root's init as /init of an initramfs with no
# modules, no disk.  Proves fetch-kernel, mkinitramfs-kinit and boot work.
DESC="test init as /init of a module-less initramfs (harness smoke test)"
NEEDS="rootinit"
INIT=rootinit
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=rootfs fstype=rootfs mode=rw init=/init write=ok pid=1)
TIMEOUT=60
