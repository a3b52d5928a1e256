# SPDX-License-Identifier: MIT
# vfat mounts with the kernel's default code page and charset (cp437, utf8).
DESC="kinit: vfat root, rw"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk vfat nls_cp437 nls_utf8 nls_ascii"
ROOT=(--type vfat --label KROOT)
APPEND="root=/dev/vda rootfstype=vfat rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=vfat mode=rw write=ok pid=1)
