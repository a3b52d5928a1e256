# SPDX-License-Identifier: MIT
# A read-only filesystem: mounted even when "rw" is not given, write refused.
DESC="kinit: squashfs root"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk squashfs"
ROOT=(--type squashfs)
APPEND="root=/dev/vda"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=squashfs mode=ro write=erofs pid=1)
