# SPDX-License-Identifier: MIT
# btrfs needs libcrc32c, which needs a crc32c driver loaded before it.
DESC="kinit: btrfs root, type found by probing, rw"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk crc32c_generic btrfs"
ROOT=(--type btrfs --label broot)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=btrfs mode=rw write=ok pid=1)
TIMEOUT=120
