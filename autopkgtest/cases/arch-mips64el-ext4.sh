# SPDX-License-Identifier: MIT
# The mips64 (n64, little-endian) kinit on Debian's 5kc-malta kernel, QEMU's
# Malta board with a 5KEc (the board's default CPU is 32-bit): PCI bridge
# and 8250 console built in; virtio, virtio_pci, virtio_blk, ext4 and
# crc32c are modules.  Opt-in: make check builds no mips64 tree.
DESC="mips64el: kinit mounts ext4 rw on Debian's 5kc-malta kernel (malta, 5KEc)"
CASE_ARCH=mips64
OPT_IN=yes
NEEDS="kinit rootinit"
MODULES="virtio_pci virtio_blk ext4 crc32c_generic"
ROOT=(--type ext4 --label root)
APPEND="root=/dev/vda rw"
EXPECT=(KINIT-ROOT-OK)
FIELDS=(root=/dev/vda fstype=ext4 mode=rw write=ok pid=1)
TIMEOUT=120
