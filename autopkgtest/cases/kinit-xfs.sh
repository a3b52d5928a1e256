# SPDX-License-Identifier: MIT
# XFS, a root the Debian installer offers: found by its label (kinit's own
# probe reads the XFS superblock), mounted read-write.  xfs needs
# libcrc32c, which needs a crc32c driver loaded before it.
DESC="kinit: xfs root found by LABEL=, rw"
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk crc32c_generic xfs"
ROOT=(--type xfs --size 300M --label xroot)
APPEND="root=LABEL=xroot rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(fstype=xfs mode=rw write=ok pid=1)
